/** The right drawer 'Enrollment Rules - {sequence name}' for one sequence (placeholder until the drawer lands). */
export interface EnrollmentDrawerProps {
  open: boolean;
  sequence: { id: string; name: string; step_count?: number } | null;
  onClose: () => void;
}

export const EnrollmentDrawer = (props: EnrollmentDrawerProps) => {
  void props;
  return null;
};
