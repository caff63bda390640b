import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { ContactsService } from './contacts.service';
import { ExampleContactsResponseDto, mapExampleContact, RecentContactsQueryDto, RecentContactsResponseDto } from './dto/example-contacts.dto';

/** Contacts to preview templates with. */
@ApiTags('Contacts')
@ApiErrorResponses()
@Controller('api/contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get('examples')
  @ApiOperation({ summary: 'Up to 10 recent contacts that may be emailed, newest first' })
  @ApiOkResponse({ type: ExampleContactsResponseDto })
  async examples(): Promise<ExampleContactsResponseDto> {
    return { success: true, data: { contacts: (await this.contacts.examples()).map(mapExampleContact) } };
  }

  @Get('recent')
  @ApiOperation({ summary: 'The most recent contacts with an email, newest first' })
  @ApiOkResponse({ type: RecentContactsResponseDto })
  async recent(@Query() query: RecentContactsQueryDto): Promise<RecentContactsResponseDto> {
    return { success: true, contacts: (await this.contacts.recent(query.limit)).map(mapExampleContact), error: null };
  }
}
