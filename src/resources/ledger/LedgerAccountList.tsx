import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import BalanceIcon from '@mui/icons-material/BalanceOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Button, Link as MuiLink, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MoneyField } from '../../fields/MoneyField';
import { dateTimeColumn, moneyColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SearchBox } from '../../list/SearchBox';
import { StatusFilter } from '../../list/StatusFilter';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { AccountName } from './AccountName';
import { accountKindChoices, accountKindKey } from './choices';
import type { LedgerAccount } from './types';

const fields = 'resources.ledger.fields';

const LedgerActions = () => {
  const text = useResourceText();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        component={Link}
        to="/ledger/summary"
        variant="outlined"
        startIcon={<AssessmentIcon />}
      >
        {text('summary.title')}
      </Button>
      <Button component={Link} to="/ledger/check" variant="outlined" startIcon={<FactCheckIcon />}>
        {text('check.title')}
      </Button>
      <Button
        component={Link}
        to="/ledger/reconciliation"
        variant="outlined"
        startIcon={<BalanceIcon />}
      >
        {text('reconciliation.title')}
      </Button>
    </Stack>
  );
};

const KindLabel = ({ kind }: { kind: string }) => {
  const translate = useTranslate();
  return <>{translate(accountKindKey(kind))}</>;
};

const columns: ListColumn<LedgerAccount>[] = [
  {
    label: `${fields}.account`,
    render: (account) => (
      <MuiLink component={Link} to={`/ledger/${account.id}/show`} underline="hover" color="inherit">
        <AccountName account={account} />
      </MuiLink>
    ),
    text: (account, translate) =>
      account.customer
        ? `${account.customer.username} <${account.customer.email}>`
        : translate(accountKindKey(account.kind)),
  },
  {
    label: `${fields}.kind`,
    render: (account) => <KindLabel kind={account.kind} />,
    text: (account, translate) => translate(accountKindKey(account.kind)),
  },
  { ...moneyColumn('debits'), disableSort: true },
  { ...moneyColumn('credits'), disableSort: true },
  moneyColumn('balance'),
  dateTimeColumn('updated_at'),
];

/** /ledger: every account with its stored balance, largest first; a row opens its transfers. */
export const LedgerAccountList = () => {
  const resourceKey = useResourceKey();
  return (
    <ListScreen
      sort={{ field: 'balance', order: 'DESC' }}
      errorText={resourceKey('errors.list')}
      exportColumns={columns}
      actions={<LedgerActions />}
      filters={
        <>
          <StatusFilter
            source="kind"
            choices={accountKindChoices}
            label={resourceKey('fields.kind')}
          />
          <SearchBox />
        </>
      }
    >
      <ResponsiveDataTable<LedgerAccount>
        columns={columns}
        opens="show"
        tableRowsOpen={false}
        phone={{
          primaryText: (account) => <AccountName account={account} />,
          rightIcon: (account) => (
            <PhoneRowEnd>
              <MoneyField record={account} source="balance" />
            </PhoneRowEnd>
          ),
        }}
      />
    </ListScreen>
  );
};
