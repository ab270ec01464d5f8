import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useResourceText } from '../../../shared/useResourceText';
import type { Transaction } from '../types';
import { revealCardCode } from './fraudApi';

/** A revealed code is on screen this long, then masked again: codes are money. */
export const REVEAL_SECONDS = 30;

/**
 * The plain code of one transaction while it is revealed: `reveal` asks the server (which audits
 * it), and after REVEAL_SECONDS, on `hide` or on another transaction, the code is gone again.
 */
export const useRevealedCode = (transactionId: string) => {
  const notify = useNotify();
  const [revealed, setRevealed] = useState<{ id: string; code: string } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (revealed === null) return;
    const timer = setTimeout(() => setRevealed(null), REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [revealed]);

  const reveal = useCallback(async () => {
    setPending(true);
    try {
      setRevealed({ id: transactionId, code: await revealCardCode(transactionId) });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  }, [transactionId, notify]);

  const code = revealed?.id === transactionId ? revealed.code : null;
  return { code, pending, reveal, hide: useCallback(() => setRevealed(null), []) };
};

/** The masked card code, with a "Reveal" button for staff allowed to see the code itself. */
export const CardCodeWithReveal = ({ transaction }: { transaction: Transaction }) => {
  const text = useResourceText();
  const { canAccess } = useCanAccess({ resource: 'transactions', action: 'reveal_code' });
  const { code, pending, reveal, hide } = useRevealedCode(transaction.id);

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
            {text('card_code.reveal')}
          </Button>
        ) : (
          <Button size="small" startIcon={<VisibilityOffIcon fontSize="small" />} onClick={hide}>
            {text('card_code.hide')}
          </Button>
        ))}
    </Stack>
  );
};
