// Local fakes of the external providers (HubSpot, Microsoft Graph mail, the lead provider) for tests and the
// dev launcher. Importing this module starts nothing; call the start functions.
export { startFakeHubSpot, type FakeHubSpot, type FakeHubSpotOptions, type FakeHubSpotState } from './hubspot-fake';
export { startFakeGraph, type FakeGraph, type FakeGraphOptions, type FakeGraphState } from './graph-fake';
export {
  sampleLead,
  startFakeLeadProvider,
  type FakeLeadProvider,
  type FakeLeadProviderOptions,
  type LeadRecord,
} from './lead-provider-fake';
export type { RecordedRequest } from './http-helpers';
export { startFakeS3, type FakeS3, type FakeS3Object, type FakeS3Options } from './s3-fake';
