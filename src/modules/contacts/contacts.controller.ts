import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { ContactListService } from './contact-list.service';
import { ContactsService } from './contacts.service';
import { ContactListResponseDto, ListContactsQueryDto, mapContactListRow } from './dto/list-contacts.dto';
import { ExampleContactsResponseDto, mapExampleContact, RecentContactsQueryDto, RecentContactsResponseDto } from './dto/example-contacts.dto';

/** Contacts to pick (Manual Assignment) and to preview templates with. */
@ApiTags('Contacts')
@ApiErrorResponses()
@Controller('api/contacts')
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly contactList: ContactListService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Contacts with a real email: search (from 2 characters) over name, email, company and phone, filters, sort, offset paging',
  })
  @ApiOkResponse({ type: ContactListResponseDto })
  @ApiServiceUnavailableResponse({ description: 'CONTACTS_BUSY: the database is shedding load; retry shortly' })
  async list(@Query() query: ListContactsQueryDto): Promise<ContactListResponseDto> {
    const page = await this.contactList.page(query);
    const items = page.rows.map(mapContactListRow);
    return {
      success: true,
      items,
      contacts: items,
      total: page.total,
      total_exact: page.totalExact,
      next_offset: page.nextOffset,
      has_more: page.hasMore,
      limit: page.limit,
      offset: page.offset,
    };
  }

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
