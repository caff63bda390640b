import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { RefundExportQueryDto, RefundMonthQueryDto, RefundMonthResponseDto } from './dto/refunds.dto';
import { RefundsService } from './refunds.service';

@ApiTags('Reports')
@ApiErrorResponses()
@Controller('api/reports/lead-refunds')
export class RefundsController {
  constructor(private readonly refunds: RefundsService) {}

  @Get()
  @ApiOperation({ summary: 'Leads that may be claimed back from each lead provider in a month (duplicates, wrong numbers, placeholder contact data)' })
  @ApiOkResponse({ type: RefundMonthResponseDto })
  async month(@Query() query: RefundMonthQueryDto): Promise<RefundMonthResponseDto> {
    return { success: true, month: query.month, providers: await this.refunds.month(query.month) };
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One provider\u2019s refund claims of a month as CSV, with the evidence (dates, tracking numbers, match reasons)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv attachment: one row per lead that may be claimed back', schema: { type: 'string' } })
  async export(@Query() query: RefundExportQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { csv, fileName } = await this.refunds.export(query.month, query.provider);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    return csv;
  }
}
