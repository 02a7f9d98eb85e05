/** The <script type="application/json"> element that carries the dehydrated query cache into the page. */
export const STATE_ELEMENT_ID = 'query-state';

export const stateElement = (json: string) =>
  `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
