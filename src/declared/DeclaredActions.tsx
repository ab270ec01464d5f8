import { Button } from '@mui/material';
import { type ReactElement, useMemo, useState } from 'react';
import {
  type DataProvider,
  type Identifier,
  useCanAccess,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import {
  type ActionDeclaration,
  appResourceName,
  type ResourceDeclaration,
  resolveFields,
} from '../../contract/resource';
import { schemasOf } from '../../contract/resource-schemas';
import { FormDialog } from '../form/FormDialog';
import { asSent } from '../form/zodValidate';
import { serverMessage } from '../shared/serverError';
import { fieldInput } from './fieldKit';

/** The access key of a declared action (src/declared/declaredResource.ts grants it). */
export const actionAccess = (action: string) => `action:${action}`;

type Acting = DataProvider & {
  act: (
    resource: string,
    params: { id: Identifier; action: string; data?: Record<string, unknown> },
  ) => Promise<unknown>;
};

/**
 * Runs a declared action on some records, then says so and reloads what is shown; a refusal is
 * kept for the dialog to show, or said at once when there is none.
 */
const useAct = (
  declaration: ResourceDeclaration,
  action: string,
  inDialog: boolean,
  onDone?: () => void,
) => {
  const dataProvider = useDataProvider() as Acting;
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (ids: readonly Identifier[], data: Record<string, unknown> = {}) => {
    setSending(true);
    setError(undefined);
    try {
      for (const id of ids) {
        await dataProvider.act(appResourceName(declaration), { id, action, data: asSent(data) });
      }
      notify('ra.notification.updated', {
        type: 'success',
        messageArgs: { smart_count: ids.length },
      });
      onDone?.();
      refresh();
    } catch (failure) {
      const text = serverMessage(failure) ?? (failure as Error).message;
      if (inDialog) setError(text);
      else notify(text, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return { run, sending, error };
};

interface ActionButtonProps {
  declaration: ResourceDeclaration;
  name: string;
  action: ActionDeclaration;
  /** The records it runs on: the shown one, or the list's selected ones. */
  ids: readonly Identifier[];
  onDone?: () => void;
}

/**
 * A declared action's button: it runs at once, or after its dialog asks the question it declares
 * or the fields of its form (checked by the contract's schema of the action's body).
 */
const ActionButton = ({ declaration, name, action, ids, onDone }: ActionButtonProps) => {
  const [locale] = useLocaleState();
  const language = locale === 'fr' ? 'fr' : 'en';
  const [open, setOpen] = useState(false);
  const resource = appResourceName(declaration);
  const form = useMemo(
    () => resolveFields(declaration).filter((field) => action.form?.includes(field.name)),
    [declaration, action],
  );
  const label = action.label[language];
  const asks = Boolean(action.confirm || form.length);
  const { run, sending, error } = useAct(declaration, name, asks, () => {
    setOpen(false);
    onDone?.();
  });
  return (
    <>
      <Button
        variant="outlined"
        disabled={sending}
        onClick={() => (asks ? setOpen(true) : void run(ids))}
      >
        {label}
      </Button>
      {asks && (
        <FormDialog
          open={open}
          onClose={() => setOpen(false)}
          title={label}
          text={action.confirm?.[language] ?? ''}
          schema={schemasOf(declaration).actionBodies[name]}
          confirm={label}
          defaultValues={{}}
          onSubmit={(values) => void run(ids, values)}
          sending={sending}
          error={error}
        >
          {form.map((field) => fieldInput(resource, field))}
        </FormDialog>
      )}
    </>
  );
};

/** Whether the signed-in member of staff may run an action. */
const Allowed = ({
  resource,
  name,
  children,
}: {
  resource: string;
  name: string;
  children: ReactElement;
}) => {
  const { canAccess } = useCanAccess({ resource, action: actionAccess(name) });
  return canAccess ? children : null;
};

/** The declared actions' buttons on a record's page, for those who may. */
export const RecordActionButtons = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {Object.entries(declaration.actions ?? {}).map(([name, action]) => (
        <Allowed key={name} resource={appResourceName(declaration)} name={name}>
          <ActionButton declaration={declaration} name={name} action={action} ids={[record.id]} />
        </Allowed>
      ))}
    </>
  );
};

/** The bulk actions it declares, on the list's selected rows, for those who may. */
export const BulkActionButtons = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(appResourceName(declaration));
  return (
    <>
      {Object.entries(declaration.actions ?? {})
        .filter(([, action]) => action.bulk)
        .map(([name, action]) => (
          <Allowed key={name} resource={appResourceName(declaration)} name={name}>
            <ActionButton
              declaration={declaration}
              name={name}
              action={action}
              ids={selectedIds}
              onDone={unselectAll}
            />
          </Allowed>
        ))}
    </>
  );
};
