import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import {
  DeleteWithConfirmButton,
  Labeled,
  useCanAccess,
  useCreatePath,
  useGetResourceLabel,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { appResourceName, type ResourceDeclaration, resolveFields } from '../../contract/resource';
import { DetailFields } from '../detail/DetailFields';
import { RecordDetail } from '../detail/RecordDetail';
import { DateTimeField } from '../fields/DateTimeField';
import { RecordActionButtons } from './DeclaredActions';
import { fieldDisplay, NO_PARTS } from './fieldKit';
import type { DeclaredScreenProps } from './types';

/** Its declared actions, Edit and Delete (after a confirmation naming the record), for those who may. */
const RecordActions = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const resource = appResourceName(declaration);
  const translate = useTranslate();
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5 }}>
      <RecordActionButtons declaration={declaration} />
      {canDelete && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          // react-admin's words name the resource and the record once: "Delete Canned reply Greeting".
          variant="outlined"
          size="medium"
        />
      )}
      {canEdit && (
        <Button
          component={Link}
          to={createPath({ resource, type: 'edit', id: record.id })}
          variant="contained"
          startIcon={<EditIcon />}
        >
          {translate('ra.action.edit')}
        </Button>
      )}
    </Stack>
  );
};

/** When the record was last changed, if its table keeps it (brands do not). */
const UpdatedAt = () => {
  const record = useRecordContext();
  if (!record?.updated_at) return null;
  return (
    <Labeled source="updated_at">
      <DateTimeField source="updated_at" />
    </Labeled>
  );
};

/** A declared resource's record: every field labelled in the reader's language, with its actions. */
export const DeclaredShow = ({ declaration, parts = NO_PARTS }: DeclaredScreenProps) => {
  const name = appResourceName(declaration);
  const fields = useMemo(() => resolveFields(declaration), [declaration]);
  const getResourceLabel = useGetResourceLabel();
  return (
    <RecordDetail title={getResourceLabel(name, 1)} notFound={`resources.${name}.errors.one`}>
      <Stack spacing={2}>
        <DetailFields>
          {fields
            // A write-only field (a password) is never answered: nothing to show.
            .filter((field) => !field.writeOnly)
            .map((field) => (
              <Labeled key={field.name} source={field.name}>
                {fieldDisplay(name, field, parts[field.name], true)}
              </Labeled>
            ))}
          {(declaration.timestamps ?? ['created_at']).includes('created_at') && (
            // A domain's table may keep no creation time (the staff's accounts): no empty row.
            <Labeled source="created_at">
              <DateTimeField source="created_at" />
            </Labeled>
          )}
          <UpdatedAt />
        </DetailFields>
        <RecordActions declaration={declaration} />
      </Stack>
    </RecordDetail>
  );
};
