import { describe, expect, it } from 'vitest';
import { makeDetail } from '../detail/detail-test-data';
import { compareRows } from './compare-rows';

const byLabel = (rows: ReturnType<typeof compareRows>) => Object.fromEntries(rows.map((row) => [row.label, row]));

describe('compareRows', () => {
  it('lists the fields in order with both values, and marks the ones that differ', () => {
    const mine = makeDetail({ lead_provider: null, lead_source: 'web_form' });
    const theirs = makeDetail({
      tracking_number: 'HAH-123',
      customer_name: 'JORDAN  BLAKE',
      customer_phone: '+15125550199',
      lead_provider: 'HireAHelper',
      lead_source: 'email',
      estimated_revenue: null,
      assignee: 'Sam Rivera',
      created_at: '2027-01-08T15:04:00.000Z',
    });
    const rows = compareRows(mine, theirs);
    expect(rows.map((row) => row.label)).toEqual([
      'Customer', 'Email', 'Phone', 'Move date', 'From', 'To', 'Status', 'Estimated revenue', 'Source', 'Assignee', 'Created',
    ]);
    const row = byLabel(rows);
    // Case and extra spaces do not count as a difference.
    expect(row.Customer).toEqual({ label: 'Customer', left: 'Jordan Blake', right: 'JORDAN  BLAKE', differs: false, wrap: 'words' });
    expect(row.Email).toMatchObject({ left: 'jordan@example.com', differs: false });
    expect(row.Phone).toEqual({ label: 'Phone', left: '(512) 555-0143', right: '(512) 555-0199', differs: true, wrap: 'whole' });
    expect(row['Move date']).toMatchObject({ left: 'Mar 5, 2027', differs: false });
    expect(row.From).toMatchObject({ left: '12 Oak St, Austin, TX 78701', differs: false });
    expect(row['Estimated revenue']).toEqual({ label: 'Estimated revenue', left: '$4,500.00', right: '—', differs: true, wrap: 'whole' });
    expect(row.Source).toEqual({ label: 'Source', left: 'Website form', right: 'HireAHelper · Lead email', differs: true, wrap: 'words' });
    expect(row.Assignee).toEqual({ label: 'Assignee', left: '—', right: 'Sam Rivera', differs: true, wrap: 'words' });
    expect(row.Created).toMatchObject({ left: expect.stringMatching(/^Jan 10, 2027, /), differs: true });
    // Phone numbers, dates and amounts never break; email addresses only at '@' and dots; the rest between words.
    expect(rows.filter((r) => r.wrap === 'whole').map((r) => r.label)).toEqual(['Phone', 'Move date', 'Estimated revenue']);
    expect(rows.filter((r) => r.wrap === 'address').map((r) => r.label)).toEqual(['Email']);
  });

  it('shows a value the lead gave but that is not used, and a dash for none on either side', () => {
    const mine = makeDetail({ customer_email: null, customer_email_given: 'n/a', email_quality: 'invalid', move_date: null, destination_address: null });
    const theirs = makeDetail({ customer_email: null, customer_email_given: null, email_quality: null, move_date: null, destination_address: '  ' });
    const row = byLabel(compareRows(mine, theirs));
    expect(row.Email).toEqual({ label: 'Email', left: 'n/a (not used)', right: '—', differs: true, wrap: 'address' });
    expect(row['Move date']).toEqual({ label: 'Move date', left: '—', right: '—', differs: false, wrap: 'whole' });
    expect(row.To).toEqual({ label: 'To', left: '—', right: '—', differs: false, wrap: 'words' });
  });
});
