export interface NewOpportunityDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Placeholder: the New Opportunity dialog is being built. */
export const NewOpportunityDialog = (_props: NewOpportunityDialogProps) => null;
