/**
 * The answer of a delete call (`{ data: 'OK', message }`, libs/contracts OkResponse), or an error with its
 * message when it is not 'OK', so that the mutation fails and the page says so (docs/areas/cms.md, "Rulings":
 * show the real outcome).
 */
export function okAnswer<T extends { data: string; message: string }>(answer: T): T {
  if (answer.data !== 'OK') throw new Error(answer.message);
  return answer;
}
