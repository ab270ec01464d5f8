import { useMemo } from 'react';
import { CreateBase, EditBase, useGetResourceLabel, useTranslate } from 'react-admin';
import {
  appResourceName,
  hasOperation,
  type ResourceDeclaration,
  resolveFields,
} from '../../contract/resource';
import { schemasOf } from '../../contract/resource-schemas';
import { FormFrame } from '../form/FormFrame';
import { asSent, zodValidate } from '../form/zodValidate';
import { PageFrame } from '../layout/PageFrame';
import { fieldInput, NO_PARTS } from './fieldKit';
import type { DeclaredScreenProps, FieldParts } from './types';

/** The inputs of the fields a create or an update may send, and the contract's check of them. */
const useDeclaredForm = (
  declaration: ResourceDeclaration,
  parts: Readonly<Record<string, FieldParts>>,
  kind: 'create' | 'update',
) =>
  useMemo(() => {
    const fields = resolveFields(declaration).filter((field) => field[kind]);
    const schemas = schemasOf(declaration);
    return {
      inputs: fields.map((field) =>
        fieldInput(appResourceName(declaration), field, parts[field.name]),
      ),
      validate: zodValidate(kind === 'create' ? schemas.createBody : schemas.updateBody),
      defaultValues: Object.fromEntries([
        // A set starts with nothing ticked: none is a choice too.
        ...fields
          .filter((field) => field.type.kind === 'set')
          .map((field) => [field.name, [] as unknown]),
        ...fields
          .filter((field) => field.default !== undefined)
          .map((field) => [field.name, field.default]),
      ]),
    };
  }, [declaration, parts, kind]);

/** /<name>/create: the declared fields, checked by the contract's create schema; then the record. */
export const DeclaredCreate = ({ declaration, parts = NO_PARTS }: DeclaredScreenProps) => {
  const translate = useTranslate();
  const { inputs, validate, defaultValues } = useDeclaredForm(declaration, parts, 'create');
  return (
    <CreateBase redirect="show" transform={asSent}>
      <PageFrame title={translate(`resources.${appResourceName(declaration)}.action.create`)}>
        <FormFrame defaultValues={defaultValues} validate={validate}>
          {inputs}
        </FormFrame>
      </PageFrame>
    </CreateBase>
  );
};

/** /<name>/{id}: the updatable fields, checked by the contract's update schema; sends what changed. */
export const DeclaredEdit = ({ declaration, parts = NO_PARTS }: DeclaredScreenProps) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { inputs, validate } = useDeclaredForm(declaration, parts, 'update');
  return (
    <EditBase
      mutationMode="pessimistic"
      // Back to the record, or to the list when the resource has no screen of one (service levels).
      redirect={hasOperation(declaration, 'one') ? 'show' : 'list'}
      transform={asSent}
    >
      <PageFrame
        title={translate('ra.page.edit', {
          name: getResourceLabel(appResourceName(declaration), 1),
          recordRepresentation: '',
        }).trim()}
      >
        <FormFrame validate={validate}>{inputs}</FormFrame>
      </PageFrame>
    </EditBase>
  );
};
