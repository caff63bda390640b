import { ApiProperty } from '@nestjs/swagger';
import type { AuthUser } from 'src/common/decorators/auth.decorators';

export class UserResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  displayName!: string;

  @ApiProperty()
  userPrincipalName!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ['admin', 'staff'] })
  role!: 'admin' | 'staff';
}

/** `GET /auth/status`. */
export class AuthStatusResponseDto {
  @ApiProperty()
  authenticated!: boolean;

  @ApiProperty({ type: UserResponseDto, nullable: true })
  user!: UserResponseDto | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Send it as X-CSRF-Token on state-changing calls (session only)' })
  csrf_token!: string | null;

  @ApiProperty()
  ops_for_all!: boolean;
}

/** `GET /auth/verify-token`. */
export class VerifyTokenResponseDto {
  @ApiProperty()
  authenticated!: boolean;

  @ApiProperty({ type: UserResponseDto, nullable: true })
  user!: UserResponseDto | null;
}

/** `GET /auth/login` (JSON): where to send the browser. */
export class LoginResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ format: 'uri' })
  auth_url!: string;

  @ApiProperty()
  message!: string;
}

export const mapUser = (user: AuthUser): UserResponseDto => ({
  id: user.id,
  displayName: user.displayName,
  userPrincipalName: user.userPrincipalName,
  email: user.email,
  role: user.role,
});
