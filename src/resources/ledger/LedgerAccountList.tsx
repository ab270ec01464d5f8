import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Button, Link as MuiLink, Stack } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTimeField } from '../../fields/DateTimeField';
import { MoneyField } from '../../fields/MoneyField';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SearchBox } from '../../list/SearchBox';
import { StatusFilter } from '../../list/StatusFilter';
import { AccountName } from './AccountName';
import { accountKindChoices } from './choices';
import type { LedgerAccount } from './types';

const fields = 'resources.ledger.fields';

const LedgerActions = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        component={Link}
        to="/ledger/summary"
        variant="outlined"
        startIcon={<AssessmentIcon />}
      >
        {translate('resources.ledger.summary.title')}
      </Button>
      <Button component={Link} to="/ledger/check" variant="outlined" startIcon={<FactCheckIcon />}>
        {translate('resources.ledger.check.title')}
      </Button>
    </Stack>
  );
};

/** /ledger: every account with its stored balance, largest first; a row opens its transfers. */
export const LedgerAccountList = () => (
  <ListScreen
    title="resources.ledger.title"
    sort={{ field: 'balance', order: 'DESC' }}
    errorText="resources.ledger.errors.list"
    actions={<LedgerActions />}
    filters={
      <>
        <StatusFilter
          source="kind"
          choices={accountKindChoices}
          label="resources.ledger.fields.kind"
        />
        <SearchBox placeholder="resources.ledger.search" />
      </>
    }
  >
    <ResponsiveDataTable
      phone={
        <SimpleList<LedgerAccount>
          primaryText={(account) => <AccountName account={account} />}
          rightIcon={(account) => (
            <PhoneRowEnd>
              <MoneyField record={account} source="balance" />
            </PhoneRowEnd>
          )}
          rowClick="show"
        />
      }
    >
      <DataTable.Col<LedgerAccount>
        label={`${fields}.account`}
        render={(account) => (
          <MuiLink
            component={Link}
            to={`/ledger/${account.id}/show`}
            underline="hover"
            color="inherit"
          >
            <AccountName account={account} />
          </MuiLink>
        )}
      />
      <DataTable.Col<LedgerAccount>
        label={`${fields}.kind`}
        render={(account) => <KindLabel kind={account.kind} />}
      />
      <DataTable.Col<LedgerAccount>
        label={`${fields}.debits`}
        source="debits"
        field={MoneyField}
        align="right"
        disableSort
      />
      <DataTable.Col<LedgerAccount>
        label={`${fields}.credits`}
        source="credits"
        field={MoneyField}
        align="right"
        disableSort
      />
      <DataTable.Col<LedgerAccount>
        label={`${fields}.balance`}
        source="balance"
        field={MoneyField}
        align="right"
      />
      <DataTable.Col<LedgerAccount>
        label={`${fields}.updated_at`}
        source="updated_at"
        field={DateTimeField}
      />
    </ResponsiveDataTable>
  </ListScreen>
);

const KindLabel = ({ kind }: { kind: string }) => {
  const translate = useTranslate();
  return <>{translate(`resources.ledger.kinds.${kind}`)}</>;
};
