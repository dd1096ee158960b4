package dev.nnebench.report.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.SavedRuns;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.compare.BaselineGate;
import dev.nnebench.report.compare.GateVerdicts;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * TEST-nnebench-gate.xml of a real gate: the quick preset of an earlier release as the baseline
 * of a later one, both saved runs. It is valid against the common JUnit schema's rules, and read
 * as GitLab, Jenkins and the GitHub reporters read it (ci-formats.md §5): one test case per gated
 * answer, a failure with the figures for each regressed one, skipped for each without a bar, no
 * two cases with the same class name and name.
 */
class JunitXmlTest {
  @TempDir static Path dir;
  /* Answers bootstrap every interval: computed once per tolerance for all the tests. */
  private static final Map<Double, GateReport> GATES = new HashMap<>();

  private static GateReport gate(double tolerance) {
    return GATES.computeIfAbsent(tolerance, t -> {
      List<Trial> baseline = SavedRuns.trials("quick-before", dir);
      List<Trial> run = SavedRuns.trials("quick-pre-typed", dir);
      List<Answer> answers = Questions.answers(run);
      BaselineGate.Outcome outcome = BaselineGate.of(dir.resolve("quick-before"), baseline, t)
          .check(run);
      return GateVerdicts.of(outcome, answers, Duration.ofMillis(63_250));
    });
  }

  @Test
  void theGateOfTwoSavedRunsIsValidAgainstTheJunitSchema() throws Exception {
    GateReport gate = gate(0.02);

    validate(JunitXml.of(gate));

    assertTrue(!gate.with(Verdict.REGRESSED).isEmpty() && !gate.with(Verdict.PASSED).isEmpty()
        && !gate.with(Verdict.SKIPPED).isEmpty(), "every kind of verdict is exercised");
  }

  @Test
  void aCountOfSkippedOnTheRootIsRefusedByTheSchema() {
    String tooMuch = JunitXml.of(gate(0.02))
        .replace("<testsuites name=\"nnebench gate\"", "<testsuites skipped=\"1\" name=\"x\"");

    assertThrows(SAXException.class, () -> validate(tooMuch));
  }

  @Test
  void everyGatedAnswerIsOneTestCaseWithItsVerdict() throws Exception {
    GateReport gate = gate(0.02);
    Element root = parse(JunitXml.of(gate));

    List<Element> cases = elements(root, "testcase");
    List<GatedAnswer> byQuestion = byQuestion(gate.answers());
    assertEquals(gate.answers().size(), cases.size());
    assertEquals(Integer.toString(cases.size()), root.getAttribute("tests"));
    assertEquals(Integer.toString(gate.with(Verdict.REGRESSED).size()),
        root.getAttribute("failures"));
    assertEquals("63.250", root.getAttribute("time"));
    for (int i = 0; i < cases.size(); i++) {
      GatedAnswer a = byQuestion.get(i);
      Element c = cases.get(i);
      assertEquals("nnebench." + a.name().id(), c.getAttribute("classname"));
      assertEquals(a.name().caseName(), c.getAttribute("name"));
      assertEquals(a.verdict() == Verdict.REGRESSED ? 1 : 0, elements(c, "failure").size());
      assertEquals(a.verdict() == Verdict.SKIPPED ? 1 : 0, elements(c, "skipped").size());
    }
  }

  @Test
  void aRegressedCaseCarriesTheFiguresInItsMessage() throws Exception {
    GateReport gate = gate(0.02);
    GatedAnswer regressed = gate.with(Verdict.REGRESSED).get(0);
    Element root = parse(JunitXml.of(gate));

    Element failure = elements(root, "failure").get(0);
    assertEquals("regression", failure.getAttribute("type"));
    assertEquals(regressed.question() + " regressed: " + regressed.figures().shown(),
        failure.getAttribute("message"));
    assertTrue(failure.getAttribute("message").contains(" vs ")
        && failure.getAttribute("message").contains(" is worse; limit 2.0 %)"),
        failure.getAttribute("message"));
  }

  @Test
  void noTwoCasesShareAClassNameAndName() throws Exception {
    Set<String> seen = new HashSet<>();
    for (Element c : elements(parse(JunitXml.of(gate(0.1))), "testcase")) {
      String id = c.getAttribute("classname") + " " + c.getAttribute("name");
      assertTrue(seen.add(id), "GitLab keeps only the first of " + id);
    }
  }

  /* One suite per question, in the order each question was first judged. */
  private static List<GatedAnswer> byQuestion(List<GatedAnswer> answers) {
    Map<String, List<GatedAnswer>> suites = new LinkedHashMap<>();
    answers.forEach(a -> suites.computeIfAbsent(a.name().id(), k -> new ArrayList<>()).add(a));
    return suites.values().stream().flatMap(List::stream).toList();
  }

  private static void validate(String xml) throws Exception {
    var schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
        .newSchema(JunitXmlTest.class.getResource("junit.xsd"));
    schema.newValidator().validate(new StreamSource(new StringReader(xml)));
  }

  private static Element parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))
        .getDocumentElement();
  }

  private static List<Element> elements(Element in, String tag) {
    NodeList nodes = in.getElementsByTagName(tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }
}
