import type { Db } from '../../db/database';

export class MembersService {
  constructor(
    readonly db: Db,
    readonly now: () => Date,
  ) {}
}
