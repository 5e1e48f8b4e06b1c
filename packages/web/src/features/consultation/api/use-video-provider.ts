import { VideoProviderPreference, type VideoProvider } from '@konsult/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const key = ['video-provider'] as const;

/** The clinician's preferred video provider (null: not chosen yet). */
export function useVideoProviderPreference() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest('/api/clinician/video-provider', VideoProviderPreference, { signal }),
    staleTime: Infinity,
  });
}

export function useChooseVideoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferredVideoProvider: VideoProvider) =>
      apiRequest('/api/clinician/video-provider', VideoProviderPreference, {
        method: 'PUT',
        body: { preferredVideoProvider },
      }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
