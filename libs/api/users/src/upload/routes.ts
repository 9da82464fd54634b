/**
 * POST /user/uploadExcelUsers (docs/areas/users.md, "Upload"; SuperAdmin): multipart with one `file`, an .xlsx of at
 * most 5 MB and 5,000 data rows. Answers 200 UserUploadReport (created and refused rows with the reason); 400 no
 * file or no Email column, 413 too large or too many rows, 415 an .xls or not an .xlsx.
 */
import multipart from '@fastify/multipart';
import { UserUploadFormSchema, UserUploadReportSchema, USER_UPLOAD_MAX_BYTES } from '@backoffice/contracts';
import { Access, actorOf } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { receiveSheet } from './receive';
import userUploadRepository from './repository';

export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The body is read part by part: busboy stops keeping the file at USER_UPLOAD_MAX_BYTES (receive.ts).
  await app.register(multipart, { limits: { fileSize: USER_UPLOAD_MAX_BYTES, files: 1 } });
  await app.register(userUploadRepository);

  app.post(
    '/uploadExcelUsers',
    {
      schema: { multipart: UserUploadFormSchema, response: { 200: UserUploadReportSchema } },
      config: { access: Access.superAdmin },
    },
    async (request) => {
      const sheet = await receiveSheet(request, USER_UPLOAD_MAX_BYTES);
      return app.userUploads.import(sheet, actorOf(request));
    },
  );
};
