import { Alert, Box, Skeleton, Typography, alpha, useTheme } from '@mui/material';
import { useGetOne } from 'react-admin';
import type { TemplateRecord } from '../../../api/types';
import { isBlankHtml } from '../../../templates/editor/rules/html-support';
import { previewDocument } from '../preview-document';
import { PlaceholderText } from './PlaceholderText';

export interface TemplatePreviewProps {
  templateId: string;
  /** The step's subject override, shown instead of the template's subject when set. */
  subjectOverride: string;
}

/** An HTML body as written (tables and all), in a frame with every sandbox restriction, as the other email previews. */
const HtmlBody = ({ html }: { html: string }) => {
  const theme = useTheme();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'common.white' }}>
      <Box
        component="iframe"
        title="Template body"
        sandbox=""
        srcDoc={previewDocument(html, alpha(theme.palette.warning.main, 0.28))}
        sx={{ width: '100%', height: 220, border: 0, display: 'block' }}
      />
    </Box>
  );
};

/** The chosen template's subject and body as written, placeholders highlighted (they are filled per contact on send). */
export const TemplatePreview = ({ templateId, subjectOverride }: TemplatePreviewProps) => {
  const { data, isPending, error } = useGetOne<TemplateRecord>('templates', { id: templateId }, { retry: false });
  if (isPending) return <Skeleton variant="rounded" height={96} aria-label="Loading template preview" />;
  if (error || !data) return <Alert severity="warning">Template preview unavailable</Alert>;
  const subject = subjectOverride.trim() || data.subject;
  const html = data.html ?? data.html_content ?? '';
  const text = data.text || data.text_content || '';
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
      {!isBlankHtml(html) ? (
        <HtmlBody html={html} />
      ) : (
        <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', maxHeight: 220, overflow: 'auto' }}>
          {text ? <PlaceholderText text={text} /> : 'No content'}
        </Typography>
      )}
    </Box>
  );
};
