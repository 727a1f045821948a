import { type ApolloServerPlugin } from '@apollo/server';

/**
 * What graphql-js says, while executing, of an argument it cannot take: a null variable passed
 * where the argument is non-null with a default (`$first: Int` → `first: Int! = 20`), or a
 * variable the request left out.
 */
const ARGUMENT_REFUSAL =
  /^Argument "[^"]+" (of non-null type "[^"]+" must not be null|of required type "[^"]+" was provided the variable "\$[^"]+" which was not provided a runtime value)\.$/;

/**
 * Those errors carry no code, so Apollo labels them INTERNAL_SERVER_ERROR; they are the client's
 * mistake, answered as BAD_USER_INPUT like every other refused argument. (Registered with Apollo's
 * plugins in the GraphQL module's options.)
 */
export function argumentErrorsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            if (error.extensions.code === undefined && ARGUMENT_REFUSAL.test(error.message))
              (error.extensions as Record<string, unknown>).code = 'BAD_USER_INPUT';
          }
        },
      };
    },
  };
}
