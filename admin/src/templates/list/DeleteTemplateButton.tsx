import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { DialogContentText, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { TemplateRecord } from '../../api/types';
import { deleteFailureMessage } from './delete-errors';

/** Exactly what the confirmation asks. */
export const deleteQuestion = (name: string): string =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/**
 * The card's delete icon: asks first, then deletes (the list reloads); failures are error notifications. `denied`
 * (the write rule's reason) disables it and says why under the pointer.
 */
export const DeleteTemplateButton = ({ template, denied }: { template: TemplateRecord; denied?: string }) => {
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete<TemplateRecord>();
  const notify = useNotify();

  const confirm = () =>
    deleteOne(
      'templates',
      { id: template.id, previousData: template },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('Template deleted', { type: 'success' });
        },
        onError: (error) => {
          setAsking(false);
          const message = deleteFailureMessage(error);
          notify(message, { type: 'error' });
        },
      },
    );

  return (
    <>
      <Tooltip title={denied ? `Delete: ${denied}` : 'Delete'}>
        <span>
          <IconButton aria-label={`Delete ${template.name}`} size="small" color="error" disabled={Boolean(denied)} onClick={() => setAsking(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="Delete template"
        content={<DialogContentText>{deleteQuestion(template.name)}</DialogContentText>}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
