import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { DialogContentText, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { TemplateRecord } from '../../api/types';
import { deleteFailureMessage } from './delete-errors';

/** Exactly what the confirmation asks. */
export const deleteQuestion = (name: string): string =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/** The card's delete icon: asks first, then deletes (the list reloads); failures are error notifications. */
export const DeleteTemplateButton = ({ template }: { template: TemplateRecord }) => {
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
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${template.name}`} size="small" color="error" onClick={() => setAsking(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
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
