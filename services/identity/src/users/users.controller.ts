import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import type { CallerContext, Page, UserBody } from '@pm/contracts';
import { AppException, Caller, PageQueryDto } from '@pm/kit';
import { UsersService } from './users.service';

const uuidParam = new ParseUUIDPipe({
  exceptionFactory: () => new AppException(400, 'BAD_ID', 'The id must be a UUID'),
});

@Controller('v1')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('users/:id')
  findOne(@Caller() caller: CallerContext, @Param('id', uuidParam) id: string): Promise<UserBody> {
    return this.users.findForCaller(caller, id);
  }

  @Get('admin/users')
  listAll(@Caller() caller: CallerContext, @Query() query: PageQueryDto): Promise<Page<UserBody>> {
    return this.users.listAll(caller, query);
  }
}
