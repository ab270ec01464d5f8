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
import { appResourceName, resolveFields } from '../../contract/resource';
import { DetailFields } from '../detail/DetailFields';
import { RecordDetail } from '../detail/RecordDetail';
import { DateTimeField } from '../fields/DateTimeField';
import { fieldDisplay, NO_PARTS } from './fieldKit';
import type { DeclaredScreenProps } from './types';

/** Edit and Delete (after a confirmation naming the record), for those who may. */
const RecordActions = ({ resource, recordLabel }: { resource: string; recordLabel: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  if (!record || (!canEdit && !canDelete)) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      {canDelete && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="ra.message.delete_title"
          translateOptions={{ name: String(record[recordLabel] ?? record.id) }}
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
          {fields.map((field) => (
            <Labeled key={field.name} source={field.name}>
              {fieldDisplay(name, field, parts[field.name])}
            </Labeled>
          ))}
          <Labeled source="created_at">
            <DateTimeField source="created_at" />
          </Labeled>
          <UpdatedAt />
        </DetailFields>
        <RecordActions resource={name} recordLabel={declaration.recordLabel} />
      </Stack>
    </RecordDetail>
  );
};
