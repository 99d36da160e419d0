import { forwardToRewardsService } from '../../../rewardsBackend';

/** `/api/rewards/*`: the browser's only way to the rewards service. */
export function GET(request: Request): Promise<Response> {
  return forwardToRewardsService(request);
}

export function POST(request: Request): Promise<Response> {
  return forwardToRewardsService(request);
}
