import { useReducer, useState } from 'react';
import type { z } from 'zod';
import { showAlert } from '../../components/ui/dialog/dialog-store';
import { errorText } from '../../lib/api-client';
import { checkIdDuplicate } from './api/id-duplicate';
import { idCheckMessage, idCheckPassed, idCheckReducer, initialIdCheck } from './id-check';

/**
 * The id duplicate check of a sign-up form (spec 1 §4): the rule first (`schema`), then the server.
 * `field` reads the id input, clears its error and focuses it.
 */
export function useIdCheck(
  schema: z.ZodType<string>,
  field: {
    get: () => string;
    clearError: () => void;
    setError: (message: string) => void;
    focus: () => void;
  },
) {
  const [idCheck, dispatch] = useReducer(idCheckReducer, initialIdCheck);
  const [checkingId, setCheckingId] = useState(false);

  const runIdCheck = async () => {
    const id = field.get().trim();
    field.clearError();
    if (!schema.safeParse(id).success) {
      dispatch({ type: 'invalid', id });
      field.focus();
      return;
    }
    setCheckingId(true);
    try {
      const res = await checkIdDuplicate(id);
      dispatch({ type: 'result', id, usedCnt: res.usedCnt });
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setCheckingId(false);
    }
  };

  /** On submit: true when `id` passed the check; otherwise the field shows why and gets the focus. */
  const requireIdChecked = (id: string) => {
    if (idCheckPassed(idCheck, id)) return true;
    field.setError(idCheckMessage(idCheck.state === 'available' ? 'unchecked' : idCheck.state));
    field.focus();
    return false;
  };

  return {
    idCheck,
    checkingId,
    runIdCheck,
    requireIdChecked,
    /** the id was edited: back to unchecked */
    edited: () => dispatch({ type: 'edit' }),
    /** the server said the id is taken */
    taken: (id: string) => dispatch({ type: 'result', id, usedCnt: 1 }),
  };
}
