import { Injectable } from '@nestjs/common';
import { DemoSeeder, type DemoDataSeeder } from 'src/database/seeding/demo-seeder';
import { TemplatesService } from '../templates.service';
import { DEMO_TEMPLATES } from './demo-templates.constants';

/** A handful of moving-company templates; seeding again adds only the ones missing by name. */
@Injectable()
@DemoSeeder(30)
export class TemplatesDemoSeeder implements DemoDataSeeder {
  readonly name = 'email templates';

  constructor(private readonly templates: TemplatesService) {}

  async isEmpty(): Promise<boolean> {
    return (await this.templates.countIncludingDeleted()) === 0;
  }

  async seed(): Promise<string> {
    const created = await this.templates.createMissing(DEMO_TEMPLATES);
    return `${created} demo email templates`;
  }
}
