import { Button, ErrorPanel, Result, Skeleton } from '@kanri/design-system';
import { useNavigate } from 'react-router-dom';
import { useRouteProject } from '../../../shared';
import { Board } from '../components/board';
import { BOARD_TEXTS as T } from '../texts';

/**
 * `/dashboard/projects/{id}/board` (spec §2 "Board"): the project's board, or Project Not Found
 * with Return to Dashboard as on the project page. Opening a board makes its project current.
 */
export default function BoardPage() {
  const { project, notFound } = useRouteProject();
  if (notFound) return <BoardProjectNotFound />;
  if (project.isError) {
    return (
      <ErrorPanel
        title={T.loadFailed}
        description={project.error.message}
        onRetry={() => void project.refetch()}
        retryLabel={T.retry}
      />
    );
  }
  if (project.isPending) {
    return (
      <div aria-busy="true" data-testid="board-loading">
        <Skeleton active title={{ width: 280 }} paragraph={{ rows: 1, width: 120 }} />
      </div>
    );
  }
  // Another project starts afresh: its own filters and highlights.
  return <Board key={project.data.id} project={project.data} />;
}

function BoardProjectNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={T.notFound}
      subTitle={T.notFoundHint}
      extra={
        <Button type="primary" onClick={() => navigate('/')} data-testid="board-return-to-dashboard">
          {T.returnToDashboard}
        </Button>
      }
    />
  );
}
