import { useEffect, useRef, useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { failureMessage, useEditorApi, type EditorContact } from '../editor-api';
import { htmlToText, isBlankHtml } from '../rules/html-support';
import { previewContactArg } from '../use-preview';
import { contactName } from './ContactChooser';

export const TEST_SEND_NEEDS_SAVE = 'Please save the template first before sending test email';
export const TEST_SEND_NEEDS_CONTENT = 'Please fill in subject and content before sending test email';
export const TEST_SEND_FAILED = 'Test email failed';
export const VIEW_IN_SENT_MAIL = 'View in Sent mail';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TestSendPanelProps {
  templateId: string | null;
  subject: string;
  html: string;
  contact: EditorContact | null;
  defaultRecipient: string;
}

/** What fills a test email: a stored example contact by id, else the chosen example's name. */
const testSendExample = (contact: EditorContact | null): { contact_id: string } | { context: { customer_name?: string } } => {
  const arg = previewContactArg(contact);
  if (typeof arg === 'string') return { contact_id: arg };
  return { context: contact ? { customer_name: contactName(contact) } : {} };
};

/** Sends the current subject and body to one address, filled for the example contact. */
export const TestSendPanel = ({ templateId, subject, html, contact, defaultRecipient }: TestSendPanelProps) => {
  const api = useEditorApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [recipient, setRecipient] = useState(defaultRecipient);
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current) setRecipient(defaultRecipient);
  }, [defaultRecipient]);

  const send = async (): Promise<void> => {
    if (!templateId) {
      notify(TEST_SEND_NEEDS_SAVE, { type: 'warning' });
      return;
    }
    if (!subject.trim() || isBlankHtml(html)) {
      notify(TEST_SEND_NEEDS_CONTENT, { type: 'warning' });
      return;
    }
    const to = recipient.trim();
    if (!EMAIL.test(to)) {
      setRecipientError('Enter a valid email address');
      return;
    }
    setSending(true);
    try {
      const answer = await api.testSendTemplate(templateId, {
        to_email: to,
        subject: subject.trim(),
        html,
        text: htmlToText(html),
        inline_images: true,
        // The example contact the preview shows: a stored one by id (the server fills every tag from it, as the
        // preview does), otherwise its name.
        ...testSendExample(contact),
      });
      if (answer.error) throw new Error(answer.error);
      const messageId = answer.message_id;
      notify(`Test email sent to ${to}`, {
        type: 'success',
        action: messageId ? { label: VIEW_IN_SENT_MAIL, onClick: () => navigate(`/sent-mail?id=${encodeURIComponent(messageId)}`) } : undefined,
      });
    } catch (error) {
      notify(failureMessage(error), {
        type: 'error',
        title: TEST_SEND_FAILED,
        autoHideDuration: null,
        action: { label: 'Retry', onClick: () => void send() },
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-label="Test send">
      <Typography variant="subtitle2">Send a test</Typography>
      <TextField
        size="small"
        type="email"
        label="Test recipient"
        value={recipient}
        onChange={(event) => {
          touched.current = true;
          setRecipient(event.target.value);
          setRecipientError(null);
        }}
        error={recipientError !== null}
        helperText={recipientError ?? 'The current subject and body, filled for the example contact'}
      />
      <Button variant="outlined" startIcon={<SendIcon />} onClick={() => void send()} loading={sending} disabled={sending}>
        Send test email
      </Button>
    </Stack>
  );
};
