// In-memory CRM behind the HubSpot fake (hubspot-fake.ts): contacts and deals keyed by object id, unique
// indexes (contact email, case-insensitive; the deal id property, exact) and deal<->contact associations; activities
// (emails, calls, tasks, notes) with the associations they were created with.
// Every method returns plain data; the HTTP shapes are built here too so the server file stays small.
import { isRecord, newCorrelationId } from './http-helpers';

export type HubSpotObjectType = 'contacts' | 'deals';

export interface HubSpotRecord {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** What search sees (HubSpot's search index lags behind writes; see `searchLagMs`). */
  searchable: Record<string, string> | undefined;
  pendingSearchable?: { properties: Record<string, string>; visibleAtMs: number };
}

export interface HubSpotBatchError {
  status: 'error';
  category: string;
  subCategory?: string;
  message: string;
  context: Record<string, string[]>;
}

export interface UpsertOutcome {
  results: Array<ReturnType<typeof publicObject> & { new: boolean }>;
  errors: HubSpotBatchError[];
}

export interface HubSpotStoreConfig {
  dealIdProperty: string;
  searchLagMs: number;
  /** property name -> rejected values; '*' rejects any value. */
  rejectValues: Map<string, Set<string>>;
  knownProperties?: Partial<Record<HubSpotObjectType, string[]>>;
}

export class HubSpotRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export function validationError(message: string, extra: Record<string, unknown> = {}): HubSpotRequestError {
  return new HubSpotRequestError(400, {
    status: 'error',
    message,
    correlationId: newCorrelationId(),
    category: 'VALIDATION_ERROR',
    ...extra,
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const READ_ONLY = new Set(['hs_object_id', 'lastmodifieddate', 'hs_lastmodifieddate']);
const DEFAULT_PROPERTIES: Record<HubSpotObjectType, string[]> = {
  contacts: ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'],
  deals: ['amount', 'closedate', 'createdate', 'dealname', 'dealstage', 'hs_lastmodifieddate', 'hs_object_id', 'pipeline'],
};
const MODIFIED_PROPERTY: Record<HubSpotObjectType, string> = { contacts: 'lastmodifieddate', deals: 'hs_lastmodifieddate' };
/** HubSpot-defined default association type ids (deal -> contact is 3, contact -> deal is 4). */
export const ASSOCIATION_TYPE_ID = { dealsToContacts: 3, contactsToDeals: 4 } as const;

/** The activity (engagement) objects the fake creates: POST /crm/v3/objects/{emails|calls|tasks|notes}. */
export type HubSpotActivityType = 'emails' | 'calls' | 'tasks' | 'notes';
export const ACTIVITY_TYPES: readonly HubSpotActivityType[] = ['emails', 'calls', 'tasks', 'notes'];

/** HubSpot-defined default association type ids from each activity to a contact and to a deal (HubSpot's reference table). */
export const ACTIVITY_ASSOCIATION_TYPE_ID: Record<HubSpotActivityType, Record<HubSpotObjectType, number>> = {
  emails: { contacts: 198, deals: 210 },
  calls: { contacts: 194, deals: 206 },
  tasks: { contacts: 204, deals: 216 },
  notes: { contacts: 202, deals: 214 },
};

/** Documented enumeration values of the activity properties the fake checks (others are taken as given). */
const ACTIVITY_OPTIONS: Record<string, string[]> = {
  hs_email_direction: ['EMAIL', 'INCOMING_EMAIL', 'FORWARDED_EMAIL'],
  hs_email_status: ['BOUNCED', 'FAILED', 'SCHEDULED', 'SENDING', 'SENT'],
  hs_call_status: ['BUSY', 'CALLING_CRM_USER', 'CANCELED', 'COMPLETED', 'CONNECTING', 'FAILED', 'IN_PROGRESS', 'NO_ANSWER', 'QUEUED', 'RINGING'],
  hs_task_status: ['NOT_STARTED', 'IN_PROGRESS', 'WAITING', 'COMPLETED', 'DEFERRED'],
  hs_task_type: ['EMAIL', 'CALL', 'TODO', 'LINKED_IN', 'SALES_NAVIGATOR_INMAIL'],
  hs_task_priority: ['NONE', 'LOW', 'MEDIUM', 'HIGH'],
};

/** One association an activity was created with. */
export interface HubSpotActivityAssociation {
  toObjectType: HubSpotObjectType;
  toObjectId: string;
  associationCategory: string;
  associationTypeId: number;
}

/** An activity as stored: its type, properties (hs_timestamp as sent) and associations. */
export interface HubSpotActivity {
  id: string;
  objectType: HubSpotActivityType;
  properties: Record<string, string>;
  associations: HubSpotActivityAssociation[];
  createdAt: string;
  updatedAt: string;
}

export function publicObject(record: HubSpotRecord, properties?: Record<string, string>) {
  return {
    id: record.id,
    properties: properties ?? { ...record.properties },
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    archived: false,
  };
}

export function pickProperties(type: HubSpotObjectType, record: Record<string, string>, wanted?: string[]): Record<string, string> {
  const names = wanted && wanted.length > 0 ? [...wanted, 'hs_object_id', 'createdate', MODIFIED_PROPERTY[type]] : DEFAULT_PROPERTIES[type];
  const out: Record<string, string> = {};
  for (const name of names) if (name in record) out[name] = record[name];
  return out;
}

function propertyError(inputId: string, name: string, value: string, error: string, message: string): HubSpotBatchError {
  const detail = [{ isValid: false, message, error, name, localizedErrorMessage: message }];
  return {
    status: 'error',
    category: 'VALIDATION_ERROR',
    message: `Property values were not valid: ${JSON.stringify(detail)}`,
    context: { ids: [inputId] },
  };
}

interface UpsertInput {
  id: string;
  properties: Record<string, unknown>;
}

function parseUpsertInputs(type: HubSpotObjectType, body: unknown, expectedIdProperty: string): UpsertInput[] {
  if (!isRecord(body) || !Array.isArray(body.inputs)) throw validationError('Invalid input JSON on line 1: "inputs" is required');
  if (body.inputs.length > 100) {
    throw validationError(`Batch input size limit exceeded. Maximum batch size is 100, but ${body.inputs.length} were provided.`);
  }
  return body.inputs.map((input: unknown, index: number) => {
    if (!isRecord(input) || typeof input.id !== 'string' || input.id === '') {
      throw validationError(`Invalid input JSON: inputs[${index}].id must be a non-empty string`);
    }
    if (input.idProperty !== expectedIdProperty) {
      throw validationError(
        `Upsert of ${type} requires idProperty to be a unique property (${expectedIdProperty}); got ${JSON.stringify(input.idProperty ?? null)}`,
      );
    }
    if (input.properties !== undefined && !isRecord(input.properties)) {
      throw validationError(`Invalid input JSON: inputs[${index}].properties must be an object`);
    }
    return { id: input.id, properties: input.properties ?? {} };
  });
}

export class HubSpotStore {
  readonly contacts = new Map<string, HubSpotRecord>();
  readonly deals = new Map<string, HubSpotRecord>();
  /** Pairs `${dealId}:${contactId}`. */
  readonly associations = new Set<string>();
  /** Increments whenever a create happens although the unique key already exists: stays 0 by construction. */
  duplicateCreates = 0;
  private readonly emailIndex = new Map<string, string>();
  private readonly dealIndex = new Map<string, string>();
  /** Activities (emails, calls, tasks, notes) by object id. */
  readonly activities = new Map<string, HubSpotActivity>();
  private nextContactId = 1001;
  private nextDealId = 5_000_001;
  private nextActivityId = 90_000_001;
  /** Deals merged away (old id → the deal HubSpot made of the merge): GET by an old id answers the new deal. */
  readonly mergedDeals = new Map<string, string>();

  constructor(readonly config: HubSpotStoreConfig) {}

  objects(type: HubSpotObjectType): Map<string, HubSpotRecord> {
    return type === 'contacts' ? this.contacts : this.deals;
  }

  idPropertyOf(type: HubSpotObjectType): string {
    return type === 'contacts' ? 'email' : this.config.dealIdProperty;
  }

  /** A new deal id, and the deal id property `value` pointing at `id` (for the merge, hubspot-fake-merge.ts). */
  newDealId(): string {
    return String(this.nextDealId++);
  }

  indexDeal(value: string, id: string): void {
    this.dealIndex.set(value, id);
  }

  countDealsWith(property: string, value: string): number {
    return [...this.deals.values()].filter((deal) => deal.properties[property] === value).length;
  }

  findByUniqueValue(type: HubSpotObjectType, value: string): HubSpotRecord | undefined {
    const id = type === 'contacts' ? this.emailIndex.get(value.toLowerCase()) : this.dealIndex.get(value);
    return id === undefined ? undefined : this.objects(type).get(id);
  }

  upsert(type: HubSpotObjectType, body: unknown): UpsertOutcome {
    const idProperty = this.idPropertyOf(type);
    const inputs = parseUpsertInputs(type, body, idProperty);
    const keys = inputs.map((input) => (type === 'contacts' ? input.id.toLowerCase() : input.id));
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    if (duplicates.length > 0) {
      throw validationError(`Duplicate IDs found in batch input: [${[...new Set(duplicates)].join(', ')}]. IDs must be unique`);
    }
    const outcome: UpsertOutcome = { results: [], errors: [] };
    for (const input of inputs) {
      const checked = this.checkProperties(type, input);
      if ('error' in checked) {
        outcome.errors.push(checked.error);
        continue;
      }
      outcome.results.push(this.write(type, input.id, checked.properties));
    }
    return outcome;
  }

  private checkProperties(type: HubSpotObjectType, input: UpsertInput): { properties: Record<string, string> } | { error: HubSpotBatchError } {
    const properties: Record<string, string> = {};
    if (type === 'contacts' && !EMAIL.test(input.id)) {
      return { error: propertyError(input.id, 'email', input.id, 'INVALID_EMAIL', `Email address ${input.id} is invalid`) };
    }
    const known = this.config.knownProperties?.[type];
    for (const [name, raw] of Object.entries(input.properties)) {
      if (raw !== null && typeof raw === 'object') {
        return { error: propertyError(input.id, name, String(raw), 'INVALID_VALUE', `${JSON.stringify(raw)} is not a valid value`) };
      }
      const value = raw === null ? '' : String(raw);
      if (known && !known.includes(name) && name !== this.idPropertyOf(type)) {
        return { error: propertyError(input.id, name, value, 'PROPERTY_DOESNT_EXIST', `Property "${name}" does not exist`) };
      }
      if (READ_ONLY.has(name)) {
        return { error: propertyError(input.id, name, value, 'READ_ONLY_VALUE', `${name} is a read only property; its value cannot be set.`) };
      }
      properties[name] = value;
    }
    properties[this.idPropertyOf(type)] = type === 'contacts' ? input.id.toLowerCase() : input.id;
    for (const [name, value] of Object.entries(properties)) {
      const rejected = this.config.rejectValues.get(name);
      if (rejected && (rejected.has('*') || rejected.has(value))) {
        return { error: propertyError(input.id, name, value, 'INVALID_OPTION', `${value} was not one of the allowed options`) };
      }
    }
    return { properties };
  }

  private write(type: HubSpotObjectType, uniqueValue: string, properties: Record<string, string>) {
    const existing = this.findByUniqueValue(type, uniqueValue);
    const now = new Date().toISOString();
    const modified = MODIFIED_PROPERTY[type];
    if (existing) {
      Object.assign(existing.properties, properties, { [modified]: now });
      existing.updatedAt = now;
      this.reindex(existing);
      return { ...publicObject(existing), new: false };
    }
    const index = type === 'contacts' ? this.emailIndex : this.dealIndex;
    const key = type === 'contacts' ? uniqueValue.toLowerCase() : uniqueValue;
    if (index.has(key)) this.duplicateCreates++;
    const id = String(type === 'contacts' ? this.nextContactId++ : this.nextDealId++);
    const record: HubSpotRecord = {
      id,
      properties: { ...properties, hs_object_id: id, createdate: now, [modified]: now },
      createdAt: now,
      updatedAt: now,
      searchable: undefined,
    };
    this.reindex(record);
    this.objects(type).set(id, record);
    index.set(key, id);
    return { ...publicObject(record), new: true };
  }

  private reindex(record: HubSpotRecord): void {
    if (this.config.searchLagMs <= 0) {
      record.searchable = { ...record.properties };
      return;
    }
    record.pendingSearchable = { properties: { ...record.properties }, visibleAtMs: Date.now() + this.config.searchLagMs };
  }

  associate(fromType: HubSpotObjectType, toType: HubSpotObjectType, body: unknown) {
    if (fromType === toType) throw validationError(`Default association ${fromType} -> ${toType} is not supported by the fake`);
    if (!isRecord(body) || !Array.isArray(body.inputs)) throw validationError('Invalid input JSON on line 1: "inputs" is required');
    if (body.inputs.length > 100) throw validationError('Batch input size limit exceeded. Maximum batch size is 100.');
    const results: Array<Record<string, unknown>> = [];
    const errors: HubSpotBatchError[] = [];
    const typeId = fromType === 'deals' ? ASSOCIATION_TYPE_ID.dealsToContacts : ASSOCIATION_TYPE_ID.contactsToDeals;
    for (const input of body.inputs as unknown[]) {
      const fromId = isRecord(input) && isRecord(input.from) ? String(input.from.id ?? '') : '';
      const toId = isRecord(input) && isRecord(input.to) ? String(input.to.id ?? '') : '';
      const missing = [
        ...(this.objects(fromType).has(fromId) ? [] : [[fromType, fromId]]),
        ...(this.objects(toType).has(toId) ? [] : [[toType, toId]]),
      ];
      if (missing.length > 0) {
        errors.push({
          status: 'error',
          category: 'VALIDATION_ERROR',
          subCategory: 'crm.associations.INVALID_OBJECT_IDS',
          message: missing.map(([t, id]) => `No ${t.replace(/s$/, '')} with ID ${id} exists`).join('; '),
          context: { fromObjectId: [fromId], toObjectId: [toId] },
        });
        continue;
      }
      const [dealId, contactId] = fromType === 'deals' ? [fromId, toId] : [toId, fromId];
      this.associations.add(`${dealId}:${contactId}`);
      results.push({
        from: { id: fromId },
        to: { id: toId },
        associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId },
      });
    }
    return { results, errors };
  }

  associatedIds(fromType: HubSpotObjectType, fromId: string): string[] {
    const out: string[] = [];
    for (const pair of this.associations) {
      const [dealId, contactId] = pair.split(':');
      if (fromType === 'deals' && dealId === fromId) out.push(contactId);
      if (fromType === 'contacts' && contactId === fromId) out.push(dealId);
    }
    return out;
  }

  /**
   * POST /crm/v3/objects/{emails|calls|tasks|notes}: `properties` (hs_timestamp required, documented options
   * checked) and `associations` ([{to: {id}, types: [{associationCategory, associationTypeId}]}], a HUBSPOT_DEFINED
   * type of this activity to a contact or a deal that exists). Every create makes a new object, as in HubSpot.
   */
  createActivity(type: HubSpotActivityType, body: unknown): HubSpotActivity {
    if (!isRecord(body) || !isRecord(body.properties)) throw validationError('Invalid input JSON on line 1: "properties" is required');
    const properties: Record<string, string> = {};
    for (const [name, raw] of Object.entries(body.properties)) {
      if (raw !== null && typeof raw === 'object') throw validationError(`Property values were not valid: ${name} ${JSON.stringify(raw)} is not a valid value`, { category: 'VALIDATION_ERROR' });
      const value = raw === null ? '' : String(raw);
      if (READ_ONLY.has(name)) throw validationError(`Property values were not valid: ${name} is a read only property; its value cannot be set.`);
      const options = ACTIVITY_OPTIONS[name];
      if (options && !options.includes(value)) throw validationError(`Property values were not valid: ${value} was not one of the allowed options for ${name}: [${options.join(', ')}]`);
      const rejected = this.config.rejectValues.get(name);
      if (rejected && (rejected.has('*') || rejected.has(value))) throw validationError(`Property values were not valid: ${value} was not one of the allowed options`);
      properties[name] = value;
    }
    if (!properties.hs_timestamp) throw validationError('Property values were not valid: hs_timestamp is required');
    const associations: HubSpotActivityAssociation[] = [];
    const inputs = body.associations === undefined ? [] : body.associations;
    if (!Array.isArray(inputs)) throw validationError('Invalid input JSON: "associations" must be an array');
    for (const input of inputs as unknown[]) {
      const toId = isRecord(input) && isRecord(input.to) ? String(input.to.id ?? '') : '';
      const types = isRecord(input) && Array.isArray(input.types) ? (input.types as unknown[]) : [];
      if (!toId || types.length === 0) throw validationError('Invalid input JSON: each association needs "to.id" and "types"');
      for (const spec of types) {
        const category = isRecord(spec) ? String(spec.associationCategory ?? '') : '';
        const typeId = isRecord(spec) ? Number(spec.associationTypeId) : NaN;
        const toType = (Object.keys(ACTIVITY_ASSOCIATION_TYPE_ID[type]) as HubSpotObjectType[]).find((t) => ACTIVITY_ASSOCIATION_TYPE_ID[type][t] === typeId);
        if (category !== 'HUBSPOT_DEFINED' || !toType) {
          throw validationError(`${category} association type ${typeId} is not a valid association type from ${type} to contacts or deals`, { subCategory: 'crm.associations.INVALID_ASSOCIATION_TYPE' });
        }
        if (!this.objects(toType).has(toId)) {
          throw validationError(`One or more associations are invalid: no ${toType.replace(/s$/, '')} with ID ${toId} exists`, { subCategory: 'crm.associations.INVALID_OBJECT_IDS' });
        }
        associations.push({ toObjectType: toType, toObjectId: toId, associationCategory: category, associationTypeId: typeId });
      }
    }
    const now = new Date().toISOString();
    const id = String(this.nextActivityId++);
    const activity: HubSpotActivity = {
      id,
      objectType: type,
      properties: { ...properties, hs_object_id: id, hs_createdate: now, hs_lastmodifieddate: now },
      associations,
      createdAt: now,
      updatedAt: now,
    };
    this.activities.set(id, activity);
    return activity;
  }

  /** The activities of a type (all types when omitted) associated with a contact or deal. */
  activitiesOn(toType: HubSpotObjectType, toId: string, type?: HubSpotActivityType): HubSpotActivity[] {
    return [...this.activities.values()].filter(
      (activity) => (!type || activity.objectType === type) && activity.associations.some((a) => a.toObjectType === toType && a.toObjectId === toId),
    );
  }

  /**
   * POST /crm/v3/objects/{activity}/search: filter groups over the activity's properties, plus the
   * `associations.contact` / `associations.deal` pseudo-properties (EQ, IN: an associated record's id).
   */
  searchActivities(type: HubSpotActivityType, body: unknown) {
    const request = isRecord(body) ? body : {};
    const limit = request.limit === undefined ? 10 : Number(request.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw validationError('limit must be between 1 and 200');
    const groups = Array.isArray(request.filterGroups) ? (request.filterGroups as unknown[]) : [];
    const wanted = Array.isArray(request.properties) ? request.properties.map(String) : [];
    const matches = [...this.activities.values()]
      // HubSpot's search index lags writes (searchLagMs), for activities as for contacts and deals.
      .filter((activity) => activity.objectType === type && Date.parse(activity.createdAt) + this.config.searchLagMs <= Date.now())
      .filter((activity) => {
        const props: Record<string, string> = { ...activity.properties };
        return groups.length === 0 || groups.some((group) => {
          if (!isRecord(group) || !Array.isArray(group.filters)) throw validationError('Each filter group needs a "filters" array');
          return group.filters.every((filter: unknown) => {
            const name = isRecord(filter) ? String(filter.propertyName ?? '') : '';
            const association = /^associations\.(contact|deal)$/.exec(name);
            if (!association) return matchesFilter(filter, props);
            const ids = activity.associations.filter((a) => a.toObjectType === `${association[1]}s`).map((a) => a.toObjectId);
            const values = isRecord(filter) && Array.isArray(filter.values) ? filter.values.map(String) : [String(isRecord(filter) ? filter.value : '')];
            return ids.some((id) => values.includes(id));
          });
        });
      })
      .sort((a, b) => Number(a.id) - Number(b.id));
    const page = matches.slice(0, limit);
    const pick = (activity: HubSpotActivity): Record<string, string> => {
      const names = [...new Set([...wanted, 'hs_object_id', 'hs_createdate', 'hs_lastmodifieddate'])];
      return Object.fromEntries(names.filter((name) => name in activity.properties).map((name) => [name, activity.properties[name]]));
    };
    return {
      total: matches.length,
      results: page.map((activity) => ({ id: activity.id, properties: pick(activity), createdAt: activity.createdAt, updatedAt: activity.updatedAt, archived: false })),
    };
  }

  search(type: HubSpotObjectType, body: unknown) {
    const request = isRecord(body) ? body : {};
    const limit = request.limit === undefined ? 10 : Number(request.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw validationError('limit must be between 1 and 200');
    const groups = Array.isArray(request.filterGroups) ? (request.filterGroups as unknown[]) : [];
    if (groups.length > 5) throw validationError('Too many filter groups (max 5)');
    const offset = request.after === undefined ? 0 : Number(request.after);
    const wanted = Array.isArray(request.properties) ? request.properties.map(String) : undefined;
    const now = Date.now();
    const matches: Array<{ record: HubSpotRecord; props: Record<string, string> }> = [];
    for (const record of this.objects(type).values()) {
      if (record.pendingSearchable && record.pendingSearchable.visibleAtMs <= now) {
        record.searchable = record.pendingSearchable.properties;
        record.pendingSearchable = undefined;
      }
      const props = record.searchable;
      if (props && (groups.length === 0 || groups.some((group) => matchesGroup(group, props)))) matches.push({ record, props });
    }
    matches.sort((a, b) => Number(a.record.id) - Number(b.record.id));
    const page = matches.slice(offset, offset + limit);
    const next = offset + limit < matches.length ? { next: { after: String(offset + limit), link: `?after=${offset + limit}` } } : undefined;
    return {
      total: matches.length,
      results: page.map(({ record, props }) => publicObject(record, pickProperties(type, props, wanted))),
      ...(next ? { paging: next } : {}),
    };
  }
}

function matchesGroup(group: unknown, props: Record<string, string>): boolean {
  if (!isRecord(group) || !Array.isArray(group.filters)) throw validationError('Each filter group needs a "filters" array');
  if (group.filters.length > 10) throw validationError('Too many filters in a filter group (max 10)');
  return group.filters.every((filter: unknown) => matchesFilter(filter, props));
}

function matchesFilter(filter: unknown, props: Record<string, string>): boolean {
  if (!isRecord(filter) || typeof filter.propertyName !== 'string') throw validationError('Each filter needs a propertyName');
  const actual = props[filter.propertyName];
  const norm = (v: unknown) => String(v).toLowerCase();
  const values = Array.isArray(filter.values) ? filter.values.map(norm) : [];
  switch (filter.operator) {
    case 'EQ':
      return actual !== undefined && norm(actual) === norm(filter.value);
    case 'NEQ':
      return actual === undefined || norm(actual) !== norm(filter.value);
    case 'IN':
      return actual !== undefined && values.includes(norm(actual));
    case 'NOT_IN':
      return actual === undefined || !values.includes(norm(actual));
    case 'HAS_PROPERTY':
      return actual !== undefined && actual !== '';
    case 'NOT_HAS_PROPERTY':
      return actual === undefined || actual === '';
    default:
      throw validationError(`Unsupported filter operator ${JSON.stringify(filter.operator)} (fake supports EQ, NEQ, IN, NOT_IN, HAS_PROPERTY, NOT_HAS_PROPERTY)`);
  }
}
