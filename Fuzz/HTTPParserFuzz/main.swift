import FuzzMain

runFuzzer(fuzzHTTPParser)
