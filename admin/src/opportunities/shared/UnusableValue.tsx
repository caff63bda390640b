import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';

/** Why a lead's phone or email is not used, as the API marks it (phone_quality / email_quality). */
export type ContactValueQuality = 'placeholder' | 'invalid';

const WORDS: Record<ContactValueQuality, { label: string; why: string }> = {
  placeholder: { label: 'Placeholder', why: 'The lead site filled this in for a customer who gave none: it is never dialled, mailed, matched or synced.' },
  invalid: { label: 'Not valid', why: 'This cannot be a real number or address as written: it is never dialled, mailed, matched or synced.' },
};

/**
 * A phone or email kept as the lead gave it but not usable: the text struck through in muted colour, with a warning
 * chip saying why (its tooltip says what that means). Refund claims to lead providers rest on these.
 */
export const UnusableValue = ({ given, quality }: { given: string; quality: ContactValueQuality }) => (
  <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" data-testid="unusable-value">
    <Typography component="span" variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through', overflowWrap: 'anywhere' }}>{given}</Typography>
    <Tooltip title={WORDS[quality].why}>
      <Chip size="small" color="warning" variant="outlined" icon={<WarningIcon />} label={`${WORDS[quality].label} — not used`} />
    </Tooltip>
  </Stack>
);
