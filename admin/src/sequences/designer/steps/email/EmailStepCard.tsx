import { Stack, TextField } from '@mui/material';
import { TemplatePicker } from '../../../../templates/picker/TemplatePicker';
import { TemplatePreview } from '../../parts/TemplatePreview';
import type { StepBodyProps } from '../step-types';
import { CHOOSE_TEMPLATE, fromAddressProblem, type EmailFields } from './email-rules';
import { EmailVariants } from './EmailVariants';

/**
 * The email step's body: its template, sender and subject, the shared timing, a preview of the chosen template, then
 * its A/B test (folded to a button while it has no variants).
 */
export const EmailStepCard = ({ step, onChange, timing }: StepBodyProps<EmailFields>) => {
  const fromProblem = fromAddressProblem(step.from_override);
  return (
    <>
      <TemplatePicker
        required
        value={step.template_id}
        onChange={(templateId) => onChange({ template_id: templateId })}
        error={!step.template_id}
        helperText={step.template_id ? undefined : CHOOSE_TEMPLATE}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          label="From Address"
          fullWidth
          value={step.from_override}
          placeholder="Company address"
          onChange={(event) => onChange({ from_override: event.target.value })}
          error={fromProblem !== null}
          helperText={fromProblem ?? 'Empty: the company sender address'}
        />
        <TextField
          size="small"
          label="Subject Override"
          fullWidth
          value={step.subject_override}
          placeholder="The template's subject"
          onChange={(event) => onChange({ subject_override: event.target.value })}
          helperText="Empty: the template's subject"
        />
      </Stack>
      {timing}
      {step.template_id && <TemplatePreview templateId={step.template_id} subjectOverride={step.subject_override} />}
      <EmailVariants step={step} onChange={onChange} />
    </>
  );
};
