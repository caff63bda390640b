import { runReasonText } from './run-reason-text.policy';

describe(runReasonText.name, () => {
  it('words the engine codes and leaves other text as it is', () => {
    expect(runReasonText('reply_received')).toBe('Stopped by Reply');
    expect(runReasonText('bounced')).toBe('An email to the contact bounced');
    expect(runReasonText('Canceled by ana@movingco.example: customer booked')).toBe('Canceled by ana@movingco.example: customer booked');
    expect(runReasonText(null)).toBeNull();
  });
});
