import { OpportunityEntity } from '../leads/opportunities/entities/opportunity.entity';
import { contactProperties, dealProperties } from './hubspot.mapper';

const settings = { pipeline: 'default', stage: 'appointmentscheduled', trackingProperty: 'q2g_tracking_number', moveDateProperty: 'move_date', routeProperty: 'move_route' };
const row = (overrides: Partial<OpportunityEntity> = {}): OpportunityEntity =>
  Object.assign(new OpportunityEntity(), {
    trackingNumber: 'Q2G-104233', customerName: 'Maria de la Cruz', customerEmail: 'Maria@Example.com', customerPhone: '+15125550143',
    moveDate: '2027-03-05', originCity: 'Austin', originState: 'TX', originZip: '78701', destinationCity: 'Denver', destinationState: 'CO',
    estimatedRevenue: 4250.5, ...overrides,
  });

describe(contactProperties.name, () => {
  it('should map the customer onto HubSpot contact properties', () => {
    expect(contactProperties(row())).toEqual({
      email: 'maria@example.com', firstname: 'Maria', lastname: 'de la Cruz', phone: '+15125550143', city: 'Austin', state: 'TX', zip: '78701', lifecyclestage: 'lead',
    });
  });

  it('should leave out what is unknown', () => {
    expect(contactProperties(row({ customerName: null, customerPhone: null, originCity: null, originState: null, originZip: null }))).toEqual({
      email: 'maria@example.com', lifecyclestage: 'lead',
    });
  });
});

describe(dealProperties.name, () => {
  it('should map tracking number, name, route, amount and move date', () => {
    expect(dealProperties(row(), settings)).toEqual({
      q2g_tracking_number: 'Q2G-104233',
      dealname: 'Maria de la Cruz — Austin, TX → Denver, CO',
      pipeline: 'default',
      dealstage: 'appointmentscheduled',
      amount: '4250.5',
      move_date: '2027-03-05',
      move_route: 'Austin, TX → Denver, CO',
    });
  });

  it('should name a deal without customer or route sensibly and omit unknown amount and date', () => {
    const props = dealProperties(row({ customerName: null, destinationCity: null, destinationState: null, estimatedRevenue: null, moveDate: null }), settings);
    expect(props).toEqual({ q2g_tracking_number: 'Q2G-104233', dealname: 'Move — Austin, TX', pipeline: 'default', dealstage: 'appointmentscheduled', move_route: 'Austin, TX' });
  });
});
