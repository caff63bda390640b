import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { toQueryNumber } from 'src/common/dto/query-value.transform';
import { IsWholeNumberBetween } from 'src/common/dto/value-rules.decorators';
import type { ContactEntity } from '../contact.entity';

/** A contact to preview a template with. */
export class ExampleContactDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'First and last name, else the email' }) name!: string;
}

export class ExampleContactsDataDto {
  @ApiProperty({ type: [ExampleContactDto] }) contacts!: ExampleContactDto[];
}

/** `{success, data: {contacts}}`. */
export class ExampleContactsResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: ExampleContactsDataDto }) data!: ExampleContactsDataDto;
}

/** `{success, contacts, error: null}`. */
export class RecentContactsResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: [ExampleContactDto] }) contacts!: ExampleContactDto[];
  @ApiProperty({ type: 'string', nullable: true, enum: [null] }) error!: null;
}

export class RecentContactsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50, default: 10 })
  @IsOptional() @Transform(toQueryNumber) @IsWholeNumberBetween(1, 50)
  limit: number = 10;
}

export function mapExampleContact(contact: Pick<ContactEntity, 'id' | 'firstName' | 'lastName' | 'email'>): ExampleContactDto {
  const email = contact.email ?? '';
  const name = [contact.firstName, contact.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return { id: contact.id, first_name: contact.firstName, last_name: contact.lastName, email, name: name || email };
}
