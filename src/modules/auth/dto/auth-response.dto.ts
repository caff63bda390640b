import type { AuthUser } from '../../../common/decorators/auth.decorators';

export interface UserResponseDto {
  id: string;
  displayName: string;
  userPrincipalName: string;
  email: string;
  role: 'admin' | 'staff';
}

export interface AuthStatusResponseDto {
  authenticated: boolean;
  user: UserResponseDto | null;
  csrf_token: string | null;
  ops_for_all: boolean;
}

export const mapUser = (user: AuthUser): UserResponseDto => ({
  id: user.id,
  displayName: user.displayName,
  userPrincipalName: user.userPrincipalName,
  email: user.email,
  role: user.role,
});
