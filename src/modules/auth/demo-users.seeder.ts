import { Injectable } from '@nestjs/common';
import { DemoSeeder, type DemoDataSeeder } from 'src/database/seeding/demo-seeder';
import { DEMO_ACCOUNTS } from './dev-idp/dev-idp-accounts';
import { UserRole } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/** The demo admin and staff member (the outside address is only known to the dev IdP: it must be denied). */
@Injectable()
@DemoSeeder(0)
export class DemoUsersSeeder implements DemoDataSeeder {
  readonly name = 'users';

  constructor(private readonly users: UsersRepository) {}

  async isEmpty(): Promise<boolean> {
    return (await this.users.count()) === 0;
  }

  async seed(): Promise<string> {
    const [admin, staff] = DEMO_ACCOUNTS;
    for (const [account, role] of [[admin, UserRole.Admin], [staff, UserRole.Staff]] as const) {
      const existing = await this.users.findByEmail(account.email);
      await this.users.upsert({
        email: account.email,
        displayName: account.name,
        userPrincipalName: account.email,
        role,
        tenantId: existing?.tenantId ?? null,
        oidcSubject: existing?.oidcSubject ?? null,
        lastLoginAt: existing?.lastLoginAt ?? null,
      });
    }
    return `${admin.email} (admin), ${staff.email} (staff)`;
  }
}
