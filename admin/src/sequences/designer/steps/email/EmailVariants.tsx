import { Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { TemplatePicker } from '../../../../templates/picker/TemplatePicker';
import { TemplateName } from '../../parts/TemplateName';
import {
  MAX_EXTRA_VARIANTS,
  VARIANT_A_LABEL,
  WINNER_HELP,
  newVariant,
  variantKeyAt,
  variantKeys,
  variantTemplateProblem,
  withoutVariant,
  type EmailVariantDraft,
  type EmailVariantFields,
  type VariantKey,
} from './email-variants';

/** What the A/B test section edits: the step's template (variant A) and its variants. */
export interface EmailVariantsProps {
  step: EmailVariantFields & { template_id: string | null };
  onChange: (patch: Partial<EmailVariantFields>) => void;
}

/** The Winner select's value for no winner. */
const SPLIT_EVENLY = 'none';

/** One extra variant (B or C): its template, with the picker the step's own template uses, an optional subject and Remove. */
const VariantRow = ({ variantKey, variant, onChange, onRemove }: {
  variantKey: VariantKey;
  variant: EmailVariantDraft;
  onChange: (patch: Partial<EmailVariantDraft>) => void;
  onRemove: () => void;
}) => (
  <Box role="group" aria-label={`Variant ${variantKey}`} data-testid={`email-variant-${variantKey}`}>
    <Stack direction="row" alignItems="center" justifyContent="space-between">
      <Typography variant="body2" fontWeight={600}>{`Variant ${variantKey}`}</Typography>
      <Tooltip title={`Remove variant ${variantKey}`}>
        <IconButton size="small" aria-label={`Remove variant ${variantKey}`} onClick={onRemove}><DeleteOutlineIcon fontSize="small" /></IconButton>
      </Tooltip>
    </Stack>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TemplatePicker
          required
          label={`Variant ${variantKey} template`}
          value={variant.template_id}
          onChange={(templateId) => onChange({ template_id: templateId })}
          error={!variant.template_id}
          helperText={variant.template_id ? undefined : variantTemplateProblem(variantKey)}
        />
      </Box>
      <TextField
        size="small"
        label={`Variant ${variantKey} subject override`}
        value={variant.subject_override}
        placeholder="The template's subject"
        onChange={(event) => onChange({ subject_override: event.target.value })}
        helperText="Empty: the template's subject"
        sx={{ flex: 1 }}
      />
    </Stack>
  </Box>
);

/**
 * The email step's A/B test: folded to an "Add A/B variant" button while the step has none; open, variant A (the
 * step's own template, read-only here), variants B and C each with a template and subject, and the hand-picked winner.
 */
export const EmailVariants = ({ step, onChange }: EmailVariantsProps) => {
  const { variants } = step;
  if (variants.length === 0) {
    return (
      <Box>
        <Button size="small" variant="text" startIcon={<AddIcon />} onClick={() => onChange({ variants: [newVariant()] })}>
          Add A/B variant
        </Button>
      </Box>
    );
  }
  const change = (index: number, patch: Partial<EmailVariantDraft>) =>
    onChange({ variants: variants.map((variant, position) => (position === index ? { ...variant, ...patch } : variant)) });
  return (
    <Box role="group" aria-labelledby="ab-test-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography id="ab-test-title" variant="subtitle2" component="h3">A/B test</Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Stack direction="row" spacing={1} alignItems="baseline" data-testid="email-variant-A">
          <Typography variant="body2" fontWeight={600}>{VARIANT_A_LABEL}</Typography>
          <TemplateName templateId={step.template_id} variant="body2" color="text.secondary" />
        </Stack>
        {variants.map((variant, index) => (
          <VariantRow
            key={variantKeyAt(index)}
            variantKey={variantKeyAt(index)}
            variant={variant}
            onChange={(patch) => change(index, patch)}
            onRemove={() => onChange(withoutVariant(step, index))}
          />
        ))}
        {variants.length < MAX_EXTRA_VARIANTS && (
          <Box>
            <Button size="small" variant="text" startIcon={<AddIcon />} onClick={() => onChange({ variants: [...variants, newVariant()] })}>
              {`Add variant ${variantKeyAt(variants.length)}`}
            </Button>
          </Box>
        )}
        <TextField
          select
          size="small"
          label="Winner"
          value={step.winner ?? SPLIT_EVENLY}
          onChange={(event) => onChange({ winner: variantKeys(variants.length).find((key) => key === event.target.value) ?? null })}
          helperText={WINNER_HELP}
          sx={{ maxWidth: 280 }}
        >
          <MenuItem value={SPLIT_EVENLY}>None — split evenly</MenuItem>
          {variantKeys(variants.length).map((key) => (
            <MenuItem key={key} value={key}>{key}</MenuItem>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
};
