import { IsString, MaxLength } from 'class-validator';

export class VerifyTokenQueryDto {
  @IsString()
  @MaxLength(200)
  token!: string;
}
