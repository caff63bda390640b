import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import type { TemplateRecord } from '../../../api/types';
import { htmlToText } from '../../../templates/editor/rules/html-support';
import { PlaceholderText } from './PlaceholderText';

export interface TemplatePreviewProps {
  templateId: string;
  /** The step's subject override, shown instead of the template's subject when set. */
  subjectOverride: string;
}

/** The chosen template's subject and body as written, placeholders highlighted (they are filled per contact on send). */
export const TemplatePreview = ({ templateId, subjectOverride }: TemplatePreviewProps) => {
  const { data, isPending, error } = useGetOne<TemplateRecord>('templates', { id: templateId }, { retry: false });
  if (isPending) return <Skeleton variant="rounded" height={96} aria-label="Loading template preview" />;
  if (error || !data) return <Alert severity="warning">Template preview unavailable</Alert>;
  const subject = subjectOverride.trim() || data.subject;
  const body = htmlToText(data.html ?? data.html_content ?? '') || data.text || data.text_content || '';
  return (
    <Box
      aria-label="Template preview"
      role="region"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'action.hover' }}
    >
      <Typography variant="caption" color="text.secondary">Preview</Typography>
      <Typography variant="body2" fontWeight={600} sx={{ mb: 1 }}>
        {'Subject: '}
        <PlaceholderText text={subject || 'No subject'} />
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', maxHeight: 220, overflow: 'auto' }}>
        {body ? <PlaceholderText text={body} /> : 'No content'}
      </Typography>
    </Box>
  );
};
