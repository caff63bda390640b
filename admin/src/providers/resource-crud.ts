import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/**
 * react-admin's CRUD calls for one resource, as a methods file provides them; the data provider routes each call
 * to the resource's handler (a missing call answers "not supported").
 */
export interface ResourceCrud {
  getList?(params: GetListParams): Promise<GetListResult<RaRecord>>;
  getOne?(params: GetOneParams): Promise<GetOneResult<RaRecord>>;
  create?(params: CreateParams): Promise<CreateResult<RaRecord>>;
  update?(params: UpdateParams): Promise<UpdateResult<RaRecord>>;
  delete?(params: DeleteParams): Promise<DeleteResult<RaRecord>>;
}
