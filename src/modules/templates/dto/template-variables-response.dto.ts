import { ApiProperty } from '@nestjs/swagger';
import { VARIABLE_GROUPS } from '../variables/merge-variables.constants';

export class MergeVariableDto {
  @ApiProperty({ example: 'firstName', description: 'What a template writes between double braces' }) key!: string;
  @ApiProperty({ example: 'First name' }) label!: string;
  @ApiProperty({ enum: VARIABLE_GROUPS }) group!: string;
  @ApiProperty({ example: 'Maria', description: 'From the most recent opportunity with a contact, else a fixed example' }) example!: string;
}

export class MergeVariableGroupDto {
  @ApiProperty({ enum: VARIABLE_GROUPS }) name!: string;
  @ApiProperty({ type: [MergeVariableDto] }) items!: MergeVariableDto[];
}

export class TemplateVariablesDataDto {
  @ApiProperty({ type: [MergeVariableGroupDto] }) groups!: MergeVariableGroupDto[];
}

/** `{success, data: {groups}}`. */
export class TemplateVariablesResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: TemplateVariablesDataDto }) data!: TemplateVariablesDataDto;
}
