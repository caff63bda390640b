import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { SequenceTestSendInput, SequenceTestSendResult } from '../../api/types';
import type { AppDataProvider } from '../../providers/data-provider';
import { OUTBOX_PATH, failureText, testSendProblem, type DraftStep } from './designer-rules';
import { isEmailStep } from './steps/email/email-step';

export const TEST_SEND_SUCCESS = 'Test email sent successfully!';
export const TEST_SEND_FAILED = 'Test send failed';
export const VIEW_IN_OUTBOX = 'View in Outbox';

export interface DesignerTestSendOptions {
  sequenceId: string;
  isNew: boolean;
  steps: DraftStep[];
  /** Saves pending step edits first, so the server sends what the designer shows. */
  beforeSend: () => Promise<void>;
}

/** The Test Send card's state: the address (the signed-in user's until typed over), test mode, the last result. */
export const useDesignerTestSend = ({ sequenceId, isNew, steps, beforeSend }: DesignerTestSendOptions) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const ownEmail = (identity as { email?: string } | undefined)?.email ?? '';
  const [address, setAddressValue] = useState(ownEmail);
  const [testMode, setTestMode] = useState(false);
  const [result, setResult] = useState<SequenceTestSendResult | null>(null);
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current) setAddressValue(ownEmail);
  }, [ownEmail]);

  const mutation = useMutation({
    mutationFn: (input: SequenceTestSendInput) => dataProvider.testSendSequence(sequenceId, input),
  });

  const setAddress = (value: string) => {
    touched.current = true;
    setAddressValue(value);
  };

  const send = async () => {
    const problem = testSendProblem({ address, steps, isNew });
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    // The test send sends the first step: its subject and sender overrides, when it is an email step.
    const first = steps[0] && isEmailStep(steps[0]) ? steps[0] : undefined;
    setResult(null);
    try {
      await beforeSend();
      const answer = await mutation.mutateAsync({
        to_email: address.trim(),
        step_index: 0,
        test_mode: testMode,
        subject_override: first?.subject_override.trim() || null,
        from_address: first?.from_override.trim() || null,
      });
      setResult(answer);
      notify(TEST_SEND_SUCCESS, { type: 'success', action: { label: VIEW_IN_OUTBOX, onClick: () => navigate(OUTBOX_PATH) } });
    } catch (failure) {
      notify(failureText(failure, TEST_SEND_FAILED), { type: 'error', title: TEST_SEND_FAILED });
    }
  };

  return { address, setAddress, testMode, setTestMode, result, sending: mutation.isPending, send };
};
