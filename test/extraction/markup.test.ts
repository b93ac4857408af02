import { describe, expect, it } from "vitest";
import { decodeEntities, stripTags } from "../../lambdas/extraction/markup";

describe("markup to text without a DOM", () => {
  it("drops comments, style and script, breaks lines at <br> and block ends, and removes every tag of an HTML body", () => {
    const html = "<style>p{color:red}</style><!-- x > y --><p>Order <b>#1043</b></p><div>From: Shop &lt;orders@shop.example&gt;<br/>Date: today</div>";
    expect(stripTags(html, "all")).toBe("Order #1043\nFrom: Shop &lt;orders@shop.example&gt;\nDate: today\n");
  });

  it("removes only inline tags from a text part, where other angle brackets are text", () => {
    expect(stripTags("Total: <span class='currency-value'>7.00</span><br>From: Shop <orders@shop.example>", "inline"))
      .toBe("Total: 7.00\nFrom: Shop <orders@shop.example>");
  });

  it("decodes numeric and named entities, and leaves unknown ones", () => {
    expect(decodeEntities("Tom&#39;s &amp; Jerry&#x2019;s &nbsp;&copy; &lt;a&gt; &bogus; &#0;")).toBe("Tom's & Jerry’s  © <a> &bogus; &#0;");
  });
});
