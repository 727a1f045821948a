import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { CountedAsGeneration } from '../counted-as-generation.js';
import {
  ComparisonInput,
  ComparisonPageArgs,
  SaveComparisonGridInput,
  StartComparisonInput,
} from './comparison.input.js';
import {
  ComparisonEstimate,
  ComparisonPage,
  ComparisonView,
  SavedComparisonGrid,
} from './comparison.view.js';
import { ComparisonsService } from './comparisons.service.js';

@Resolver()
export class ComparisonResolver {
  constructor(private readonly comparisons: ComparisonsService) {}

  @Query(() => ComparisonEstimate, {
    description:
      'The total credits an X/Y comparison would cost: every cell checked and priced like generateImages, never sent.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  estimateComparison(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The comparison to price.' }) input: ComparisonInput,
  ): Promise<ComparisonEstimate> {
    return this.comparisons.estimate(caller, input);
  }

  @Mutation(() => ComparisonView, {
    description:
      'Starts an X/Y comparison: each cell is a queued generation with its own hold, settled or refunded alone. Refused before any hold (naming the field) when a value is invalid, or the total is above the confirmed estimate or the balance.',
  })
  @CountedAsGeneration()
  startComparison(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The comparison and the estimate the user confirmed.' })
    input: StartComparisonInput,
  ): Promise<ComparisonView> {
    return this.comparisons.start(caller, input);
  }

  @Query(() => ComparisonView, {
    nullable: true,
    description: "One of the caller's comparisons, its cells as they stand (null when none).",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  comparison(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The comparison's id." }) id: string,
  ): Promise<ComparisonView | null> {
    return this.comparisons.one(caller.user.id, id);
  }

  @Query(() => ComparisonPage, {
    description:
      "The caller's comparisons, newest first: axes, how their cells ended, their saved grid.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  myComparisons(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { first, after }: ComparisonPageArgs,
  ): Promise<ComparisonPage> {
    return this.comparisons.list(caller.user.id, first, after);
  }

  @Mutation(() => SavedComparisonGrid, {
    description:
      'Saves a finished comparison to the gallery as one image: the cells in a grid under their row and column headers (a failed cell marked). CONFLICT while a cell still runs.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  saveComparisonGrid(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The comparison's id." }) id: string,
    @Args('input', {
      type: () => SaveComparisonGridInput,
      nullable: true,
      description: 'Where to save it (the Default folder when left out).',
    })
    input?: SaveComparisonGridInput | null,
  ): Promise<SavedComparisonGrid> {
    return this.comparisons.saveGrid(caller.user.id, id, input?.folderId);
  }
}
