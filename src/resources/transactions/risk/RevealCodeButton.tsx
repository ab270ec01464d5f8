import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { Transaction } from '../types';
import { revealCardCode } from './fraudApi';

/** A revealed code is on screen this long, then masked again: codes are money. */
export const REVEAL_SECONDS = 30;

/** The masked card code, with a "Reveal" button for staff allowed to see the code itself. */
export const CardCodeWithReveal = ({ transaction }: { transaction: Transaction }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'transactions', action: 'reveal_code' });
  const [code, setCode] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (code === null) return;
    const timer = setTimeout(() => setCode(null), REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [code]);

  const reveal = async () => {
    setPending(true);
    try {
      setCode(await revealCardCode(transaction.id));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography
        component="span"
        data-testid="card-code"
        sx={{ fontFamily: 'monospace', fontWeight: 600 }}
      >
        {code ?? transaction.card_code_display}
      </Typography>
      {canAccess &&
        (code === null ? (
          <Button
            size="small"
            startIcon={<VisibilityIcon fontSize="small" />}
            onClick={reveal}
            disabled={pending}
          >
            {translate('resources.transactions.card_code.reveal')}
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<VisibilityOffIcon fontSize="small" />}
            onClick={() => setCode(null)}
          >
            {translate('resources.transactions.card_code.hide')}
          </Button>
        ))}
    </Stack>
  );
};
