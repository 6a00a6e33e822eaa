import type { TProjectListItem } from '@genba/api-client';
import {
  PROJECT_COMPLETION_STATUS_LABEL,
  PROJECT_STATUS_FILTER,
  type ProjectCompletionStatus,
} from '@genba/validators';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { chatRooms, projectMembers, projects } from '../../db/schema/index.ts';
import { implement } from '../../http/implement.ts';

/** Escapes LIKE wildcards so a keyword matches literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The member's project rooms in the company the session acts for. Messages
 * do not exist yet (the talk family brings them), so unread and mention
 * counts are 0 and there is no preview; rows are newest project first.
 */
export const projectListRoutes = [
  implement('getProjectList', async ({ db, member, company, query }) => {
    const filters: SQL[] = [eq(projects.companyId, company.id)];
    const status = query.completion_status;
    if (
      status !== undefined &&
      status !== PROJECT_STATUS_FILTER.all &&
      status !== PROJECT_STATUS_FILTER.edit
    ) {
      filters.push(eq(projects.completionStatus, status as ProjectCompletionStatus));
    }
    const keyword = query.keyword?.trim();
    if (keyword) {
      const pattern = likePattern(keyword);
      const match = or(ilike(projects.caseName, pattern), ilike(projects.caseNameKana, pattern));
      if (match) filters.push(match);
    }
    const rows = await db
      .select({ project: projects, roomId: chatRooms.id })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(chatRooms, and(eq(chatRooms.attendanceFieldId, projects.id), eq(chatRooms.type, 'project')))
      .where(and(eq(projectMembers.memberId, member.id), ...filters))
      .orderBy(desc(projects.createdAt), asc(projects.id));
    const items: TProjectListItem[] = rows.map(({ project, roomId }) => ({
      chatroom_id: roomId,
      attendance_field_id: project.id,
      case_name: project.caseName,
      completion_status: project.completionStatus,
      completion_status_name: PROJECT_COMPLETION_STATUS_LABEL[project.completionStatus],
      completion_status_color: null,
      office_id: project.officeId,
      service_id: null,
      unread_count: 0,
      mention_count: 0,
      last_message: null,
      last_sent: null,
    }));
    return { projects: items, total_unread: 0 };
  }),
];
