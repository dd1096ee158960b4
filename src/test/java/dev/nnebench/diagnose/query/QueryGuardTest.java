package dev.nnebench.diagnose.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class QueryGuardTest {
  @ParameterizedTest
  @ValueSource(strings = {
      "select * from t",
      "  SELECT a, 'x;y' FROM t WHERE b = 'it''s; DELETE'  ;  ",
      "with x as (select 1 a from dual) select a from x",
      "WITH a AS (SELECT 1 FROM dual), b AS (SELECT 2 FROM a) SELECT * FROM b",
      "(select 1 from dual) union all (select 2 from dual)",
      "select q'[it's; insert]' from dual -- trailing; comment",
      "/* update t set a=1; */ select \"For\" from \"UPDATE\"",
      "select 1 from dual; -- done"})
  void acceptsOneQuery(String sql) {
    assertNull(QueryGuard.problem(sql), sql);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "insert into t values (1)|starts with INSERT, not SELECT or WITH",
      "begin null; end;|starts with BEGIN, not SELECT or WITH",
      "declare x number; begin null; end|starts with DECLARE, not SELECT or WITH",
      "call p()|starts with CALL, not SELECT or WITH",
      "select 1 from dual; drop table t|holds more than one statement",
      "select * from t for update|ends in FOR UPDATE, which locks rows",
      "with function f return number is begin return 1; end; select f from dual"
          + "|declares PL/SQL in its WITH clause",
      "with x as (select 1 from dual) delete from t|is a WITH ... DELETE",
      "-- only a comment|holds no statement",
      "select 'open from dual|cannot be read: a string literal is not closed",
      "select 1 /* open|cannot be read: a comment is not closed"})
  void refusesEverythingElse(String sql, String why) {
    assertEquals(why, QueryGuard.problem(sql));
  }

  @Test
  void withFunctionIsPlSqlEvenWithoutSeparators() {
    assertEquals("declares PL/SQL in its WITH clause",
        QueryGuard.problem("with function f return number is x select f from dual"));
  }

  @Test
  void refusalIsOneLineWithExitCodeUsage() {
    NnebenchException e = assertThrows(NnebenchException.class,
        () -> QueryGuard.requireQuery("update t set a = 1"));
    assertEquals(ExitCodes.USAGE, e.exitCode());
    assertEquals("--query starts with UPDATE, not SELECT or WITH; diagnose runs only a single"
        + " SELECT or WITH ... SELECT", e.getMessage());
  }

  @Test
  void theTerminatorIsDroppedAndTheRestKept() {
    assertEquals("select ';' from dual", QueryGuard.requireQuery(" select ';' from dual ; -- x"));
  }
}
