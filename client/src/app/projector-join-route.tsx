import { useQueryClient } from '@tanstack/react-query';
import { ProjectorCodeForm } from '@/features/projector/components/projector-page';
import { projectorJoinQueryOptions } from '@/features/join/api/get-projector-join';
import ProjectorJoinScreen from '@/features/join/components/projector-join-screen';

/**
 * The join screen on the projector's own browser: the join feature shows it once the projector feature's
 * code form has joined this browser to the instructor's presentation (the same code as the slides).
 */
export default function ProjectorJoinRoute() {
  const queryClient = useQueryClient();
  return (
    <ProjectorJoinScreen
      connect={
        <ProjectorCodeForm
          submitLabel="Show the join screen"
          onJoined={() => void queryClient.invalidateQueries(projectorJoinQueryOptions())}
        />
      }
    />
  );
}
