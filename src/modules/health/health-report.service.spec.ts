import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import { TerminusModule } from '@nestjs/terminus';
import { AppConfigService } from 'src/config/app-config.service';
import { type HealthProbe, HealthRegistry } from './health-registry.service';
import { HealthReportService } from './health-report.service';

const PROBE_TIMEOUT_MS = 50;

const probe = (name: string, check: () => Promise<void>): HealthProbe => ({ name, method: 'GET', url: `http://${name}.local/health`, check });
const resolves = (name: string, delayMs = 0): HealthProbe =>
  probe(name, () => new Promise<void>((resolve) => setTimeout(resolve, delayMs)));
const rejects = (name: string, error: unknown): HealthProbe => probe(name, () => Promise.reject(error));
const hangs = (name: string): HealthProbe => probe(name, () => new Promise<void>(() => undefined));

const connectionRefused = (): Error =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe(HealthReportService.name, () => {
  let sut: HealthReportService;
  let registry: HealthRegistry;

  beforeEach(async () => {
    const config: Pick<AppConfigService, 'health'> = { health: { probeTimeoutMs: PROBE_TIMEOUT_MS } };
    const moduleRef = await Test.createTestingModule({
      imports: [TerminusModule.forRoot({ logger: false })],
      providers: [HealthReportService, HealthRegistry, { provide: AppConfigService, useValue: config }],
    }).compile();
    sut = moduleRef.get(HealthReportService);
    registry = moduleRef.get(HealthRegistry);
  });

  it('should report healthy with an empty summary when nothing is registered', async () => {
    await expect(sut.report()).resolves.toEqual({
      healthy: true,
      report: { summary: { healthy: 0, timeouts: 0, errors: 0, average_response_time_ms: 0 }, endpoints: [] },
    });
  });

  it('should mark a probe that resolves as healthy', async () => {
    registry.register(resolves('Database'));

    const { healthy, report } = await sut.report();

    expect(healthy).toBe(true);
    expect(report.endpoints).toEqual([
      { name: 'Database', method: 'GET', url: 'http://Database.local/health', status: 'healthy', response_time: expect.any(Number), error: null },
    ]);
    expect(report.summary).toMatchObject({ healthy: 1, timeouts: 0, errors: 0 });
  });

  it.each([
    ['an error code', connectionRefused()],
    ['a closed connection', new Error('Connection is closed.')],
    ['getaddrinfo failure', Object.assign(new Error('getaddrinfo ENOTFOUND redis'), { code: 'ENOTFOUND' })],
  ])('should classify a probe rejecting with %s as connection_error', async (_label, error) => {
    registry.register(rejects('Redis', error));

    const { healthy, report } = await sut.report();

    expect(healthy).toBe(false);
    expect(report.endpoints[0]).toMatchObject({ name: 'Redis', status: 'connection_error', error: (error as Error).message });
    expect(report.summary).toMatchObject({ healthy: 0, timeouts: 0, errors: 1 });
  });

  it('should classify any other failure as error', async () => {
    registry.register(rejects('Job queues', new Error('No worker is running')));

    const { healthy, report } = await sut.report();

    expect(healthy).toBe(false);
    expect(report.endpoints[0]).toMatchObject({ status: 'error', error: 'No worker is running' });
    expect(report.summary.errors).toBe(1);
  });

  it('should report a non-Error rejection as its string', async () => {
    registry.register(rejects('Weird', 'plain string failure'));

    const { report } = await sut.report();

    expect(report.endpoints[0]).toMatchObject({ status: 'error', error: 'plain string failure' });
  });

  it('should time out a probe that never answers after the configured timeout', async () => {
    registry.register(hangs('Sign-in provider'));
    const started = Date.now();

    const { healthy, report } = await sut.report();
    const elapsed = Date.now() - started;

    expect(healthy).toBe(false);
    expect(report.endpoints[0]).toMatchObject({ status: 'timeout', error: `No answer within ${PROBE_TIMEOUT_MS} ms` });
    expect(report.endpoints[0].response_time).toBeGreaterThanOrEqual(PROBE_TIMEOUT_MS - 5);
    expect(elapsed).toBeGreaterThanOrEqual(PROBE_TIMEOUT_MS - 5);
    expect(elapsed).toBeLessThan(2_000);
    expect(report.summary).toMatchObject({ healthy: 0, timeouts: 1, errors: 0 });
  });

  it('should run the probes concurrently and summarise counts and the average response time', async () => {
    registry.register(resolves('Database', 10));
    registry.register(resolves('Redis'));
    registry.register(rejects('Job queues', connectionRefused()));
    registry.register(rejects('Other', new Error('boom')));
    registry.register(hangs('Sign-in provider'));
    const started = Date.now();

    const { healthy, report } = await sut.report();

    expect(Date.now() - started).toBeLessThan(PROBE_TIMEOUT_MS * 4);
    expect(healthy).toBe(false);
    expect(report.endpoints.map((e) => [e.name, e.status])).toEqual([
      ['Database', 'healthy'],
      ['Redis', 'healthy'],
      ['Job queues', 'connection_error'],
      ['Other', 'error'],
      ['Sign-in provider', 'timeout'],
    ]);
    const average = Math.round(report.endpoints.reduce((sum, e) => sum + e.response_time, 0) / report.endpoints.length);
    expect(report.summary).toEqual({ healthy: 2, timeouts: 1, errors: 2, average_response_time_ms: average });
  });

  it('should be healthy overall only when every probe is healthy', async () => {
    registry.register(resolves('Database'));
    registry.register(resolves('Redis'));

    await expect(sut.report()).resolves.toMatchObject({ healthy: true, report: { summary: { healthy: 2 } } });

    registry.register(rejects('Job queues', new Error('down')));

    await expect(sut.report()).resolves.toMatchObject({ healthy: false, report: { summary: { healthy: 2, errors: 1 } } });
  });
});
