import { Card, CardContent, CardHeader, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import type { SequenceDetails } from '../designer-rules';

export interface DetailsCardProps {
  details: SequenceDetails;
  nameError: string | null;
  onChange: (patch: Partial<SequenceDetails>) => void;
}

/** Name, description and whether contacts can be enrolled. */
export const DetailsCard = ({ details, nameError, onChange }: DetailsCardProps) => (
  <Card variant="outlined" component="section" aria-label="Details">
    <CardHeader title="Details" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
    <CardContent sx={{ pt: 0 }}>
      <Stack spacing={2}>
        <TextField
          label="Name"
          required
          size="small"
          value={details.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={nameError !== null}
          helperText={nameError ?? undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Description"
          size="small"
          multiline
          minRows={2}
          value={details.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <FormControlLabel
          control={<Checkbox checked={details.is_active} onChange={(event) => onChange({ is_active: event.target.checked })} />}
          label="Active (can be enrolled in)"
        />
      </Stack>
    </CardContent>
  </Card>
);
